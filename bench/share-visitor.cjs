// Each request of the share benchmark comes from another visitor's address (the app trusts the
// proxy header in the benchmark), as real share traffic does; the per-address rate limit then
// sees visitors, not one client. CommonJS: autocannon's worker threads `require` this file.
let n = 0;
module.exports = (request) => {
  n += 1;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
};
