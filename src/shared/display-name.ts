/** docs/product.md, Header and navigation: the full name, or the part of the e-mail before the @. */
export function displayName(user: { name: string; email: string }): string {
  const name = user.name.trim();
  if (name !== '') return name;
  return user.email.split('@')[0] ?? user.email;
}
