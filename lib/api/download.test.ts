import { downloadFile, fileNameOf } from './download';

describe('downloadFile', () => {
  it('names the file after the last segment of its address', () => {
    expect(fileNameOf('/documents/brochures/solo-smart.pdf')).toBe('solo-smart.pdf');
    expect(fileNameOf('https://cdn.example.com/a/b/memo%203d.pdf?x=1')).toBe('memo 3d.pdf');
  });

  it('fetches the file as a blob and saves it under that name', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ ok: true, blob: async () => new Blob(['%PDF-1.4']) }) as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    expect(await downloadFile('/documents/brochures/solo-smart.pdf')).toBe(true);
    expect(clicked).toEqual(['solo-smart.pdf']);
  });

  it('only logs a failure', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await downloadFile('/missing.pdf')).toBe(false);
    expect(log).toHaveBeenCalled();
  });
});
