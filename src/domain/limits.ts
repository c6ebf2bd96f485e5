/** Longest text accepted for each kind of field; the server refuses longer input. */
export const TEXT_LIMITS = {
  name: 50,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  url: 2048,
} as const;
