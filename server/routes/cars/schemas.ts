/** Request schemas shared by the "Cars and choices" endpoints (validation and OpenAPI from one place). */
import { TRANSMISSIONS } from '../../../domain/constants';
import { body, intId, seoString } from '../../http/schema';
import { answers, int, list, nullable, num, obj, str } from '../../http/response-schemas';

/** OpenAPI tag of the POST endpoints. */
export const TAG = 'Cars and choices';
/** Tag of the GET reads, shared with the other content reads. */
export const READ_TAG = 'content';

/** AT or MT, nothing else. */
export const transmission = { type: 'string', enum: [...TRANSMISSIONS], description: 'AT or MT' } as const;
/** A build year. */
export const year = { type: 'integer', minimum: 1900, maximum: 2100 } as const;

/** Schema of a POST route of this group: tag, summary, body, and the `data` it answers. */
export function postSchema<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[] = (keyof P & string)[]>(summary: string, data: unknown, properties: P, required?: R) {
  return { tags: [TAG], summary, body: body(properties, required), response: answers(data) };
}

/** Schema of a GET read: tag, summary (no input) and the `data` it answers. */
export const getSchema = (summary: string, data: unknown) => ({ tags: [READ_TAG], summary, response: answers(data) });

/** Body `{seo}` of the car-detail reads. */
export const bySeo = (summary: string, data: unknown) => postSchema(summary, data, { seo: seoString });
/** A model seo (1-200 characters). */
export { intId, seoString };

/* ---------- answers (domain/api/catalogue.ts) ---------- */

const featured = obj({ icon: str, title: str, subtitle: str }, ['icon']);

/** ModelCard: mega menu, Home tabs, finder results. */
export const modelCard = obj({
  car_model_id: int, model_id: int, name: str, image: str, car_seo: str, car_category: str, category: str, category_id: int,
  preview_text: str, price_otr: num, price_disc: num, harga_mulai: num, price_credit: num, featured: list(featured),
});

const specRows = list(obj({ title: str, value: str }));
/** CarType: prices, effective price and specification. */
export const carType = obj({
  car_type_id: int, car_type_name: str, car_transmission: str, price_otr: num, price_disc: num, price: num, image: str,
  spesification: obj({ dimensi: specRows, mesin: specRows, spesifikasi: specRows }),
});

/** CarColor. */
export const carColor = obj({ color_id: int, color_name: str, color_palette: str, image: str, car_seo: str, color: str });

const gallery = obj({ cover: str, gallery: list(str) });
export const carDetailAnswer = obj({
  meta_title: str, car_model_id: int, car_model_seo: str, car_model_name: str, category_id: int, category_name: str, preview_text: str,
  slider: list(str), slider_mobile: list(str), featured: list(featured), color: list(carColor), exterior: gallery, interior: gallery,
  cta: nullable(obj({ title: str, whatsapp: str })), video: nullable(obj({ cover: str, url: str })),
});

export const carDefaultAnswer = nullable(obj({
  car_category_id: int, car_category_name: str, car_model_id: int, car_model_name: str, car_type_id: int, car_type_name: str,
  car_transmission: str, car_type_price_otr: num, car_type_price_credit: num, uang_min: num, uang_max: num,
}));

export const videoAnswer = nullable(obj({ cover: str, url: str }));
export const interior360Answer = nullable(obj({ front: str, back: str, left: str, right: str, top: str, bottom: str }));
export const exterior360Answer = list(obj({ color_id: int, color_name: str, path: str, filename: list(str) }));

export const categoryAnswer = obj({ category_id: int, category_name: str, category_seo: str });
export const vehiclesAnswer = obj({
  category: list(obj({
    ...categoryAnswer.properties,
    car_model: { anyOf: [list(modelCard), { type: 'string', enum: ['no data recorded'] }], description: "model cards, or 'no data recorded'" },
  })),
});
export const recommendedAnswer = list(obj({ ...modelCard.properties, ribbon: str }));
export const priceListAnswer = obj({
  category: list(obj({
    category_name: str,
    model: { type: ['array', 'null'], items: obj({ model_name: str, model_image: str, car_seo: str, pricelist: list(obj({ car_type: str, price_otr: num, price_disc: num })) }) },
  })),
});

export const modelLookupAnswer = list(obj({ car_model_id: int, car_mode_name: str, car_seo: str }));
export const creditAnswer = obj({ car_type_name: str, price_otr: num, angsuran: num, tenor: int, uang_muka: num });

const compareRows = list(obj({ title: str, value_1: str, value_2: str }));
export const compareAnswer = obj({
  car: obj({ image_1: str, image_2: str, price_1: num, price_2: num, car_type_name_1: str, car_type_name_2: str }),
  dimensi: compareRows, mesin: compareRows, chassis: compareRows,
});

const choices = list(obj({ value_id: int, question: str }));
export const questionsAnswer = obj({ question_1: choices, question_2: choices, question_3: choices });
export const journeyAnswer = obj({ result: list(modelCard), result_count: int });

export const brandAnswer = list(obj({ brand_id: int, brand_name: str }));
export const brandModelAnswer = list(obj({ brand_model_id: int, brand_model_name: str }));
export const brandYearAnswer = list(obj({ old_car_year: int }));
export const brandTypeAnswer = list(obj({ old_car_type_id: int, old_car_type_name: str }));
