import { Model } from 'objection';

/**
 * Column names are mapped by the knex instance (knexSnakeCaseMappers): snake_case in SQL,
 * camelCase in code. Models are always queried with an explicit knex/transaction argument.
 */
export class BaseModel extends Model {
  static override get useLimitInFirst() {
    return true;
  }
}
