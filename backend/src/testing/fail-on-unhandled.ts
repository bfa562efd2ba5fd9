// A promise rejection nobody handles is a crash in production (Node ends the process on one): here
// it fails the test during which it happened, and any that slip past the last test fail the file.
const unhandled: unknown[] = [];

function describeReason(reason: unknown): string {
  return reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
}

function takeFailure(): Error | null {
  if (unhandled.length === 0) return null;
  const reasons = unhandled.splice(0);
  const error = new Error(`Unhandled promise rejection: ${reasons.map(describeReason).join('; ')}`);
  error.cause = reasons[0];
  return error;
}

const record = (reason: unknown) => {
  unhandled.push(reason);
};

process.on('unhandledRejection', record);

afterEach(async () => {
  // Rejections surface a turn after the promise settles: give them that turn before looking.
  await new Promise((resolve) => setImmediate(resolve));
  const failure = takeFailure();
  if (failure) throw failure;
});

afterAll(async () => {
  await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', record);
  const failure = takeFailure();
  if (failure) throw failure;
});
