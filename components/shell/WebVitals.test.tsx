import { act, render, waitFor } from '@testing-library/react';
import type { MetricType } from 'web-vitals';
import { saveConsent } from '@/lib/client/consent-store';
import { WebVitals } from './WebVitals';

// The library itself is replaced: these tests are about when it is loaded and what leaves the page.
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onCLS: jest.fn(), onINP: jest.fn() }));
const startWebVitals = jest.fn();
jest.mock('@/lib/client/web-vitals-reporter', () => {
  const actual = jest.requireActual('@/lib/client/web-vitals-reporter');
  return { ...actual, startWebVitals: () => startWebVitals() };
});

const { report } = jest.requireActual<typeof import('@/lib/client/web-vitals-reporter')>(
  '@/lib/client/web-vitals-reporter',
);

function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const lcp = {
  name: 'LCP',
  value: 1800.4,
  rating: 'good',
  delta: 1800.4,
  id: 'v1',
  entries: [],
  navigationType: 'navigate',
  navigationId: 0,
  navigationURL: 'http://localhost/devices/aortic?lang=fr&token=secret#x',
} as unknown as MetricType;
const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
const fetchMock = jest.fn(() => Promise.resolve({ ok: true }));
// jsdom's Blob has no text(); FileReader reads it as a browser would.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  clearCookies();
  startWebVitals.mockClear();
  sendBeacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
});

describe('WebVitals', () => {
  it('loads nothing without a choice, with Close or Decline', async () => {
    const { rerender } = render(<WebVitals />);
    act(() => saveConsent('close'));
    rerender(<WebVitals />);
    act(() => saveConsent('declined'));
    rerender(<WebVitals />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startWebVitals).not.toHaveBeenCalled();
  });

  it('starts measuring once analytics is accepted', async () => {
    render(<WebVitals />);
    act(() => saveConsent('accept'));
    await waitFor(() => expect(startWebVitals).toHaveBeenCalledTimes(1));
  });

  it('stays off after Accept when the browser sends Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    render(<WebVitals />);
    act(() => saveConsent('accept'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startWebVitals).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });
});

describe('report', () => {
  it('sends the metric, its rating and the page path only (no query or hash) as a JSON beacon to /api/vitals', async () => {
    saveConsent('accept');
    report(lcp);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/vitals');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blobText(blob))).toEqual({
      name: 'LCP',
      value: 1800.4,
      rating: 'good',
      path: '/devices/aortic',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when the beacon is not queued', () => {
    saveConsent('accept');
    sendBeacon.mockReturnValue(false);
    report(lcp);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/vitals',
      expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
    );
  });

  it('sends nothing once consent is withdrawn, even though the library is still observing', () => {
    saveConsent('accept');
    saveConsent('declined');
    report(lcp);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
