// The installer form's rules (§2.7: 人员姓名 2–4 characters, 账号 beginning with a letter, 密码
// letters or digits 6–12), pure, the same the server checks.

export const NAME_MIN = 2;
export const NAME_MAX = 4;

export function validName(name: string): boolean {
  const n = [...name.trim()].length;
  return n >= NAME_MIN && n <= NAME_MAX;
}

export function validPhone(phone: string): boolean {
  return /^[0-9+\- ]{5,20}$/.test(phone.trim());
}

export function validUsername(username: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]{0,31}$/.test(username.trim());
}

/** On update an empty password keeps the old one. */
export function validPassword(password: string, adding: boolean): boolean {
  const p = password.trim();
  if (!adding && p === '') return true;
  return /^[A-Za-z0-9]{6,12}$/.test(p);
}
