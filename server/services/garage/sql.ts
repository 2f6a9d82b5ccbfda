/** A column written `"table"."column"` whatever the query around it (drizzle leaves select-list columns unqualified). */
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
