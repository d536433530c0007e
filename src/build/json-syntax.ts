/**
 * Where a JSON text stops being valid, as line and column. V8's JSON.parse
 * messages give a character offset only sometimes, and never a line.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

/** A strict JSON scanner (RFC 8259): returns the first syntax error, or undefined. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const describe = () => (i >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[i])}`);
  const expect = (ch: string) => {
    if (text[i] !== ch) throw new Stop(i, `${describe()}, expected ${JSON.stringify(ch)}`);
    i++;
  };
  const string = () => {
    expect('"');
    while (text[i] !== '"') {
      if (i >= text.length) throw new Stop(i, 'unterminated string');
      const c = text.charCodeAt(i);
      if (c < 0x20) throw new Stop(i, 'line break or control character inside a string (use \\n)');
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) throw new Stop(i, 'bad \\u escape');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) throw new Stop(i, `bad escape "\\${text[i] ?? ''}"`);
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        expect(':');
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') throw new Stop(i, 'trailing comma before "}"');
          continue;
        }
        if (text[i] === '}') return void i++;
        throw new Stop(i, `${describe()}, expected "," or "}"`);
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') throw new Stop(i, 'trailing comma before "]"');
          continue;
        }
        if (text[i] === ']') return void i++;
        throw new Stop(i, `${describe()}, expected "," or "]"`);
      }
    }
    if (ch === '"') return string();
    const literal = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) throw new Stop(i, `${describe()}, expected a value`);
    i += literal[0].length;
  };
  try {
    value();
    ws();
    if (i < text.length) throw new Stop(i, `${describe()} after the end of the document`);
    return undefined;
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    const before = text.slice(0, err.at).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1, message: err.message };
  }
}
