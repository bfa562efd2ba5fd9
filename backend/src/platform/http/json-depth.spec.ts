import { JsonDepthScan } from './json-depth';

const bytes = (text: string): Buffer => Buffer.from(text);

describe('JsonDepthScan', () => {
  it('takes JSON up to the limit and refuses the first level past it', () => {
    expect(new JsonDepthScan(3).read(bytes('{"a":[{"b":1}]}'))).toBe(true);
    expect(new JsonDepthScan(3).read(bytes('{"a":[{"b":[1]}]}'))).toBe(false);
  });

  it('counts siblings once: depth, not the number of brackets', () => {
    expect(new JsonDepthScan(2).read(bytes('[[1],[2],[3],{"a":4}]'))).toBe(true);
  });

  it('reads brackets inside strings as text, escaped quotes and backslashes included', () => {
    expect(new JsonDepthScan(1).read(bytes('{"a":"[[{\\"[[","b":"\\\\"}'))).toBe(true);
    expect(new JsonDepthScan(1).read(bytes('{"a":"\\\\",  "b":[]}'))).toBe(false);
  });

  it('carries its state across chunks, a string or an escape split between them', () => {
    const scan = new JsonDepthScan(2);
    expect(scan.read(bytes('{"a":"[[\\'))).toBe(true);
    expect(scan.read(bytes('"[[","b":['))).toBe(true);
    expect(scan.read(bytes('['))).toBe(false);
  });
});
