import type { ReactNode } from 'react';
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

function renderToasts(page?: ReactNode) {
  return render(
    <MemoryRouter>
      <AppProviders queryClient={createShellQueryClient()}>
        <Trigger />
        {page}
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

  describe('on a 360 px screen (jsdom lays nothing out: the boxes are given)', () => {
    // A phone at the end of the request form: Submit just above the 53 px bottom bar.
    const boxes: Record<string, { top: number; height: number }> = {
      'bottom-bar': { top: 727, height: 53 },
      submit: { top: 600, height: 48 },
      toast: { top: 0, height: 90 },
    };
    const boxOf = (element: Element) => {
      const name = element.matches('[data-bottom-bar]') ? 'bottom-bar' : element.matches('[type="submit"]') ? 'submit' : element.getAttribute('data-testid');
      const box = name ? boxes[name] : undefined;
      return box ? new DOMRect(16, box.top, 328, box.height) : new DOMRect(0, 0, 0, 0);
    };
    const page = (
      <>
        <form aria-label="New request form">
          <button type="submit">Submit Request</button>
        </form>
        <nav data-bottom-bar="" aria-label="Main">
          <a href="/citizen">Home</a>
        </nav>
      </>
    );

    beforeEach(() => {
      jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        return boxOf(this);
      });
      Object.defineProperty(window, 'innerHeight', { value: 780, configurable: true });
      boxes.submit = { top: 600, height: 48 };
    });
    afterEach(() => jest.restoreAllMocks());

    it('sits above the bottom bar by its measured height', () => {
      boxes.submit = { top: 300, height: 48 };
      renderToasts(page);
      fireEvent.click(screen.getByText('second'));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region.style.getPropertyValue('--cc-toast-clearance')).toBe('53px');
      expect(region).toHaveAttribute('data-placement', 'bottom');
    });

    it('moves to the top where the bottom would cover the Submit button, still announced and dismissible', () => {
      renderToasts(page);
      fireEvent.click(screen.getByText('second'));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region).toHaveAttribute('data-placement', 'top');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toContainElement(screen.getByTestId('toast'));
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    });

    it('follows the page: scrolled so that Submit comes down behind it, the toast goes to the top', () => {
      boxes.submit = { top: 300, height: 48 };
      renderToasts(page);
      fireEvent.click(screen.getByText('first'));
      const region = screen.getByRole('region', { name: 'Notifications (F8)' });
      expect(region).toHaveAttribute('data-placement', 'bottom');
      boxes.submit = { top: 640, height: 48 };
      fireEvent.scroll(window);
      act(() => jest.advanceTimersByTime(50));
      expect(region).toHaveAttribute('data-placement', 'top');
    });
  });
});
