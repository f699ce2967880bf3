import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../providers';
import { createShellQueryClient } from '../queries/query-runtime';
import { useToast, TOAST_DURATION_MS } from '../../stores/toast-store';
import { anonymous, stubFetch } from '../../testing/fetch-stub';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'destructive' })}>second</button>
    </>
  );
}

function renderToasts() {
  return render(
    <MemoryRouter>
      <AppProviders queryClient={createShellQueryClient()}>
        <Trigger />
      </AppProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('citizen-connect-language', 'en');
  stubFetch({ 'GET /api/auth/user': anonymous });
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('toasts (spec §4)', () => {
  it('shows one at a time: a new toast replaces the old one', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Second');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('disappears after 5000 ms, counted from the newest toast', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.click(screen.getByText('second'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('F8 moves focus to the notification region, a polite live region', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('a swipe right of 50 px dismisses; a shorter one does not', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('can be closed with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
