/** Reading the environment: a missing value stops the start with its name, never its value. */
export const missing = (names: readonly string[]): string[] => names.filter((name) => !process.env[name]);

export const portFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number.`);
  return value;
};

export const numberFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of zero or more.`);
  return value;
};

export const listFrom = (name: string): string[] | undefined =>
  process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean);
