/** Reading the environment: a missing value stops the start with its name, never its value. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} in the environment.`);
  return value;
}

export const portFrom = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number.`);
  return value;
};

export const listFrom = (name: string): string[] | undefined =>
  process.env[name]?.split(',').map((item) => item.trim()).filter(Boolean);
