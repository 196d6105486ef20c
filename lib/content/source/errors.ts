/** A mistake in a content file, named by file and line so that an editor can find it; the build stops on it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = 'ContentError';
  }
}
