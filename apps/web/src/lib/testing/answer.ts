/**
 * A fetch answer for tests whose body reads at once (a real Response reads it a timer tick later),
 * so fake timers alone decide every wait.
 */
export const answer = (httpStatus: number, body: unknown) =>
  ({
    ok: httpStatus < 400,
    status: httpStatus,
    statusText: '',
    text: () => Promise.resolve(JSON.stringify(body)),
    json: () => Promise.resolve(body),
  }) as Response;
