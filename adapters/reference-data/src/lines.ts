/**
 * Strings by position: an array, or the lines of one joined string. The loaded place index keeps
 * its 135k names and ~200k search keys as two joined strings and their line offsets, ~12 MB less
 * heap than as that many separate strings.
 */
export interface Lines {
  readonly length: number;
  at(index: number): string | undefined;
}

/**
 * The lines of a newline-joined string, each cut out when asked for.
 *
 * @example
 * new JoinedLines('Paris\nLyon').at(1) // 'Lyon'
 */
export class JoinedLines implements Lines {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
    // starts[i] is where line i begins; starts[count] is one past the end (as after a last '\n').
    this.starts = new Int32Array(count + 1);
    let line = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts[line++] = at + 1;
    this.starts[count] = text.length + 1;
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    return this.text.slice(this.starts[index], (this.starts[index + 1] ?? 0) - 1);
  }
}
