/** The first row a query returns, or null when it returns none: what every `find…` hands back. */
export async function firstOrNull<Row>(query: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await query;
  return row ?? null;
}
