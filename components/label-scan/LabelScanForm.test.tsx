import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LabelScanState } from '@/lib/label-scan/scan-state';
import { LabelScanForm } from './LabelScanForm';

// A label's GS1 DataMatrix as the browser's BarcodeDetector returns it: no brackets, a GS ending the lot.
const RAW = '010952000000001117281231\x1d10SAMPLE105';

const answer: LabelScanState = {
  status: 'answer',
  read: { gtin: '09520000000011', lot: 'SAMPLE105', expiry: { raw: '281231', text: '31 December 2028' } },
  devices: [{ name: 'Perceval', market: 'ww', path: '/devices/sutureless/perceval' }],
  documents: [
    {
      code: 'sample-ifu-perceval-en',
      title: 'Sample instructions for use: Perceval (fictitious)',
      language: 'en',
      sample: true,
      revision: 'B',
      issueDate: '2025-09-15',
      page: '/eifu/sample-ifu-perceval-en',
      file: '/eifu/sample-ifu-perceval-en/B/file',
      fileSize: 2048,
    },
  ],
  notice: {
    status: 'listed',
    notices: [
      {
        reference: 'SAMPLE-FSN-0001',
        title: 'SAMPLE - not for clinical use',
        status: 'open',
        sample: true,
        href: '/safety-notices#notice-SAMPLE-FSN-0001',
      },
    ],
  },
};

const stop = jest.fn();
const getUserMedia = jest.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
const detect = jest.fn(async () => [] as { rawValue: string }[]);

function installCamera(formats: string[]) {
  class FakeDetector {
    static getSupportedFormats = jest.fn(async () => formats);
    constructor(readonly options: { formats: string[] }) {}
    detect = detect;
  }
  Object.assign(window, { BarcodeDetector: FakeDetector });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
});
beforeEach(() => {
  detect.mockReset().mockResolvedValue([]);
});
afterEach(() => {
  delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  jest.clearAllMocks();
});

const renderForm = (action: (previous: LabelScanState, data: FormData) => Promise<LabelScanState>) =>
  render(<LabelScanForm action={action} permalink="/eifu/scan#label-scan-answer" portalUrl="https://ifu.example" />);

test('without BarcodeDetector nothing camera-related shows, and the typed field answers on the page', async () => {
  const posted: FormData[] = [];
  renderForm(async (_previous, data) => {
    posted.push(data);
    return answer;
  });
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: /camera/i })).toBeNull();
  expect(document.querySelector('video')).toBeNull();
  const form = screen.getByRole('form', { name: 'Check a device label' });
  await userEvent.type(within(form).getByLabelText("Scan or type the label's barcode text"), '(01)09520000000011');
  await userEvent.click(within(form).getByRole('button', { name: 'Check the label' }));
  const region = await screen.findByRole('region', { name: 'Perceval' });
  expect(posted[0]!.get('code')).toBe('(01)09520000000011');
  expect(region).toHaveTextContent(
    'Read from the label: UDI-DI 09520000000011, lot SAMPLE105, expiry date 31 December 2028 (281231 in the code).',
  );
  expect(within(region).getByRole('link', { name: 'Download the PDF, revision B (2 KB)' })).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-en/B/file',
  );
  expect(region).toHaveTextContent('Lot SAMPLE105 is listed in the open notice SAMPLE-FSN-0001');
  expect(region).toHaveFocus();
});

test('a browser that reads no label symbology gets no camera button either', async () => {
  installCamera(['ean_13', 'upc_a']);
  renderForm(async () => answer);
  await act(async () => undefined);
  expect(screen.queryByRole('button', { name: /camera/i })).toBeNull();
});

test('with BarcodeDetector the camera opens the rear camera, reads the code, fills the field and submits', async () => {
  installCamera(['qr_code', 'data_matrix', 'ean_13']);
  detect.mockResolvedValueOnce([]).mockResolvedValue([{ rawValue: RAW }]);
  const posted: FormData[] = [];
  // As the server action does, the answer carries what was posted back into the field.
  renderForm(async (_previous, data) => {
    posted.push(data);
    return { ...answer, value: String(data.get('code')) };
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
  expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
  await waitFor(() => expect(posted).toHaveLength(1), { timeout: 3000 });
  expect(posted[0]!.get('code')).toBe(RAW);
  expect(screen.getByLabelText("Scan or type the label's barcode text")).toHaveValue(RAW);
  expect(stop).toHaveBeenCalled();
  expect(document.querySelector('video')).toBeNull();
  expect(await screen.findByRole('region', { name: 'Perceval' })).toBeInTheDocument();
});

test('Cancel stops the camera and leaves the typed field as it was', async () => {
  installCamera(['data_matrix']);
  const action = jest.fn(async () => answer);
  renderForm(action);
  await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
  const cancel = await screen.findByRole('button', { name: 'Cancel' });
  expect(document.querySelector('video')).not.toBeNull();
  await userEvent.click(cancel);
  expect(stop).toHaveBeenCalled();
  expect(document.querySelector('video')).toBeNull();
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeInTheDocument();
});

test('a camera that cannot be opened says so, and the field still works', async () => {
  installCamera(['code_128']);
  getUserMedia.mockRejectedValueOnce(new Error('NotAllowedError'));
  renderForm(async () => answer);
  await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
  expect(
    await screen.findByText('The camera could not be opened. Type the barcode text in the field instead.'),
  ).toBeInTheDocument();
});

test('an unsure answer says what was read and asks, never "not listed"', async () => {
  renderForm(async () => ({
    status: 'unsure',
    read: '(01)09520000000012',
    question: 'The check digit of 09520000000012 is wrong: the last digit should be 1. Check for a typing error.',
  }));
  await userEvent.type(screen.getByLabelText("Scan or type the label's barcode text"), '(01)09520000000012');
  await userEvent.click(screen.getByRole('button', { name: 'Check the label' }));
  const region = await screen.findByRole('region', { name: 'Please check what you scanned' });
  expect(region).toHaveTextContent('We read: “(01)09520000000012”.');
  expect(region).toHaveTextContent('the last digit should be 1');
  expect(region).not.toHaveTextContent(/not listed/i);
});
