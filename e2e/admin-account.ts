// The staff account of the journeys: e2e/serve.ts creates it with `npm run create-admin` before
// the server starts (the e2e database is not reachable from the tests, and the API rightly has
// no way to make oneself staff).
export const E2E_ADMIN = {
  username: 'e2e-staff',
  email: 'e2e-staff@example.com',
  password: 'moderate-the-skies-7',
} as const;
