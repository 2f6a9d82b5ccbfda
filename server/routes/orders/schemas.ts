/** Route-schema pieces of the order endpoints. */
import { body } from '../../http/schema';
import { intId, transmission } from '../cars/schemas';

export const TAGS = ['orders'];

/** Member calls: the API key plus the member's token. */
export const memberSecurity = [{ apiKey: [], bearer: [] }];

/** POST order/type. */
export const typesBody = body({ car_model_id: intId, car_transmission: transmission });
/** POST order/warna. */
export const coloursBody = body({ car_model_id: intId });
