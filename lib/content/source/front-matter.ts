import { LineCounter, parseDocument, isMap, isNode, isScalar, type Document } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './errors';

/** A YAML document that can say on which line a value (or, when it is missing, its parent) was written. */
export class YamlSource {
  private constructor(
    readonly file: string,
    private readonly document: Document,
    private readonly lines: LineCounter,
    private readonly firstLine: number,
  ) {}

  static parse(text: string, file: string, firstLine = 1): YamlSource {
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
    const error = document.errors[0];
    if (error)
      throw new ContentError(file, firstLine - 1 + (error.linePos?.[0].line ?? 1), error.message.split('\n')[0]!);
    return new YamlSource(file, document, lines, firstLine);
  }

  get value(): unknown {
    return this.document.toJS();
  }

  /** The line of the value at `path`, or of the nearest enclosing value that exists. */
  lineOf(path: readonly PropertyKey[]): number {
    for (let length = path.length; length >= 0; length -= 1) {
      const node = this.document.getIn(path.slice(0, length) as (string | number)[], true);
      if (isNode(node) && node.range) return this.firstLine - 1 + this.lines.linePos(node.range[0]).line;
    }
    return this.firstLine;
  }

  /** The line of the key at the end of `path` (a value may start on the next line), else that of the value. */
  keyLineOf(path: readonly PropertyKey[]): number {
    const parent = this.document.getIn(path.slice(0, -1) as (string | number)[], true);
    const pair = isMap(parent)
      ? parent.items.find((item) => isScalar(item.key) && item.key.value === path.at(-1))
      : undefined;
    if (isScalar(pair?.key) && pair.key.range) return this.firstLine - 1 + this.lines.linePos(pair.key.range[0]).line;
    return this.lineOf(path);
  }

  /** The value checked against `schema`; the first problem stops the build with its line. */
  check<S extends z.ZodType>(schema: S, value: unknown = this.value): z.output<S> {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    // A misspelt field also leaves the right one missing: name the misspelling, which is where the editor typed.
    const issue = result.error.issues.find((each) => each.code === 'unrecognized_keys') ?? result.error.issues[0]!;
    if (issue.code === 'unrecognized_keys') {
      const path = [...issue.path, issue.keys[0]!];
      throw new ContentError(this.file, this.keyLineOf(path), `${path.join('.')}: no such field here`);
    }
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    const missing = issue.code === 'invalid_type' && / received undefined$/.test(issue.message);
    throw new ContentError(this.file, this.lineOf(issue.path), where + (missing ? 'is required' : issue.message));
  }
}

/** A Markdown file cut into its YAML front matter and its body, with the line where the body starts. */
export function splitFrontMatter(text: string, file: string): { yaml: YamlSource; body: string; bodyLine: number } {
  const match = /^---\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(text);
  if (!match) throw new ContentError(file, 1, 'a content file starts with front matter between two --- lines');
  const yaml = YamlSource.parse(match[1] ?? '', file, 2);
  const bodyLine = match[0].split('\n').length;
  return { yaml, body: text.slice(match[0].length), bodyLine };
}
