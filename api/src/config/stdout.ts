/** Writes one line to the operator's console (stdout); tests inject their own to read it. */
export type StdoutWriter = (line: string) => void;
export const STDOUT = Symbol('STDOUT');
export const processStdout: StdoutWriter = (line) => {
  process.stdout.write(`${line}\n`);
};
