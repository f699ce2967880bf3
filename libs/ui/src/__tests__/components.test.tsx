import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, CheckboxField, Dialog, SelectField, Spinner, TextField, ThemeToggle } from '../index';

describe('form fields', () => {
  it('a text field ties its label, hint and error to the input', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter valid email" defaultValue="x" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter valid email');
  });

  it('a field without an error is not marked invalid', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
  });

  it('select and checkbox carry label and error too', () => {
    render(
      <>
        <SelectField label="District" placeholder="Select district" options={[{ value: 'raisen', label: 'Raisen' }]} error="Select district" />
        <CheckboxField label="I agree" error="Agreement to terms is required" />
      </>,
    );
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('Select district');
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Agreement to terms is required');
  });
});

describe('small controls', () => {
  it('Button defaults to type=button so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('Spinner announces its label', () => {
    render(<Spinner label="Loading..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('ThemeToggle switches between light and dark', async () => {
    const onChange = jest.fn();
    render(<ThemeToggle theme="light" onChange={onChange} labels={{ toDark: 'Dark', toLight: 'Light' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Details" closeLabel="Close">
        <button>Inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, traps Tab, closes on Esc and returns focus to the opener', async () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
