/**
 * A WHERE clause built one condition at a time, each value bound to the next numbered placeholder
 * ($1, $2…), so user input never enters the SQL text. Shared by the paged searches.
 */

/** Adds a condition; `sql` receives the placeholder of `value`. */
export type AddFilter = (sql: (n: string) => string, value: unknown) => void;

export function sqlWhere(conditions: string[], params: unknown[]) {
  const where = [...conditions];
  const values = [...params];
  const add: AddFilter = (sql, value) => {
    values.push(value);
    where.push(sql(`$${values.length}`));
  };
  return { add, params: values, sql: () => where.join(' AND ') };
}
