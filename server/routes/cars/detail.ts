/** Car detail endpoints, each by model seo: cardetail, cardefault, caryoutube, interior360, exterior360, cartypedetail. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { toCarType, typesOfModel } from './catalogue-repository';
import { carDefault, carDetail, exterior360, modelBySeoOr404 } from './detail-repository';
import { list } from '../../http/response-schemas';
import {
  bySeo, carDefaultAnswer, carDetailAnswer, carType, exterior360Answer, interior360Answer, postSchema, seoString, videoAnswer,
} from './schemas';

/** The car detail reads, each by seo; an unknown seo is 404. */
export default async function detailRoutes(app: FastifyInstance): Promise<void> {
  app.post('/cardetail', {
    schema: postSchema('Car detail page of a model: sliders, featured, colours, exterior, interior, call to action, video', carDetailAnswer, { car_seo: seoString }),
  }, async (request) => ok(await carDetail(app.db, await modelBySeoOr404(app.db, request.body.car_seo))));

  app.post('/cardefault', {
    schema: bySeo('Starting values of the detail-page credit simulation (cheapest AT type, else MT); null when the model has no types', carDefaultAnswer),
  }, async (request) => ok(await carDefault(app.db, await modelBySeoOr404(app.db, request.body.seo))));

  app.post('/caryoutube', {
    schema: bySeo('Video of a model ({cover, url}), or null when it has none', videoAnswer),
  }, async (request) => ok((await modelBySeoOr404(app.db, request.body.seo)).video ?? null));

  app.post('/interior360', {
    schema: bySeo('Cube-map faces of the interior 360 viewer, or null', interior360Answer),
  }, async (request) => ok((await modelBySeoOr404(app.db, request.body.seo)).interior360 ?? null));

  app.post('/exterior360', {
    schema: bySeo('Exterior 360 frames per colour: path plus 18 file names', exterior360Answer),
  }, async (request) => ok(await exterior360(app.db, await modelBySeoOr404(app.db, request.body.seo))));

  app.post('/cartypedetail', {
    schema: bySeo('Every type of a model (both transmissions) with prices and specification', list(carType)),
  }, async (request) => {
    const model = await modelBySeoOr404(app.db, request.body.seo);
    return ok((await typesOfModel(app.db, model.id)).map(toCarType));
  });
}
