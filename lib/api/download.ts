/**
 * Downloads a file the way requirements §7 describes: GET it as a blob and save it under the last segment of its address.
 * A failure is logged only; the caller's own success message has already been decided by the API's answer.
 */
export function fileNameOf(url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  const last = decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '');
  return last || 'download';
}

export async function downloadFile(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileNameOf(url);
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch (error) {
    console.error(`[download] ${url} failed`, error);
    return false;
  }
}
