import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../tabs';

const ITEMS = [
  { key: 'a', label: 'Dashboard' },
  { key: 'b', label: 'Users' },
  { key: 'c', label: 'Settings' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<string>('a');
  return (
    <Tabs items={ITEMS} selected={selected} onSelect={(key) => setSelected(key)} label="Admin sections" idPrefix="t">
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('admin tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('is one tab stop; arrows move and select, wrapping at the ends; Home and End jump', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toHaveTextContent('Panel b');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'false');

    // Tab leaves the tab list for the panel, not the next tab.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
