import type { Connection, Model, Schema } from 'mongoose';

/**
 * The model `name` on `connection`: registered with `schema` on first use, the same model afterwards (a connection
 * keeps one model per name; services and tests ask for theirs more than once).
 * @throws Error when `name` is already registered on the connection with another schema (two declarations of one
 *   collection)
 */
export function modelOn<Doc>(connection: Connection, name: string, schema: Schema<Doc>): Model<Doc> {
  // A name is only ever registered here, with its schema: checked below before the model is handed out as Model<Doc>.
  const existing = connection.models[name] as Model<Doc> | undefined;
  if (existing === undefined) return connection.model<Doc>(name, schema);
  if (existing.schema !== schema) throw new Error(`model ${name} is already registered on this connection with another schema`);
  return existing;
}
