import { act, fireEvent, render, screen } from '@testing-library/react';
import { IDLE_TIMEOUT_MS, IdleScreen } from './IdleScreen';

beforeEach(() => {
  jest.useFakeTimers();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

function renderPage() {
  return render(
    <>
      <div id="app-root">
        <button type="button">Keep my place</button>
      </div>
      <IdleScreen title="Energy-saving mode" body="Move to continue" />
    </>,
  );
}

describe('IdleScreen', () => {
  it('hides the app root after 120 s without activity and restores it on movement, focus included', () => {
    renderPage();
    const root = document.getElementById('app-root')!;
    const button = screen.getByRole('button', { name: 'Keep my place' });
    button.focus();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    expect(IDLE_TIMEOUT_MS).toBe(120_000);

    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1));
    expect(screen.queryByTestId('energy-saving')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('energy-saving')).toHaveTextContent('Energy-saving mode');
    expect(root.hidden).toBe(true);

    act(() => {
      fireEvent.mouseMove(window);
    });
    expect(screen.queryByTestId('energy-saving')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(button).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
  });

  it.each(['keyDown', 'scroll', 'touchStart', 'wheel'] as const)('activity (%s) restarts the countdown', (event) => {
    renderPage();
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    act(() => {
      fireEvent[event](window);
    });
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    expect(screen.queryByTestId('energy-saving')).toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('energy-saving')).toBeInTheDocument();
  });

  it('does not wake up from the scroll event that hiding the page causes', () => {
    renderPage();
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByTestId('energy-saving')).toBeInTheDocument();
  });
});
