import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../core/errors';
import { brandImageKinds, maxImageBytes } from '../../../../core/images';
import { EntityId } from '../../../../core/schemas/common';
import { Area } from '../../../../core/schemas/floor';
import { AppConfig } from '../../../../core/schemas/restaurants';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { staffContext } from '../../../platform/auth/context';
import { republishAvailability } from '../../publishing';

const options = routeOptions(['images']);
const BrandKindParams = z.object({ kind: z.enum(brandImageKinds) });
const AreaImageQuery = z.object({ areaId: EntityId.optional() });
const AreaImageUpload = z.object({ imageURL: z.string(), thumbnailURL: z.string(), area: Area.optional() });
export const bodyNote = `Send the image file itself as the body (any image/* or application/octet-stream Content-Type; the real type is read from the bytes), at most ${maxImageBytes / 1024 / 1024} MiB.`;

/** The raw bytes of an upload; JSON or text in its place is refused as the wrong kind of body. */
export function uploadedBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('unsupported_media_type', 'Send the image file itself as the body, not JSON or text');
}

/**
 * Lets the plugin's routes read image bodies: raw bytes up to 5 MiB, while every other route keeps the 256 KiB JSON
 * limit (app.ts). Registered per plugin, so only the upload routes take them.
 */
export function acceptImageBodies(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  const keepBytes = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: maxImageBytes }, keepBytes);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: maxImageBytes }, keepBytes);
  // Say what went wrong in terms of images; the app's error handler (one above this one) writes the reply.
  app.setErrorHandler((error: FastifyError, request) => {
    const sentImage = !/json|text/i.test(request.headers['content-type'] ?? '');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && sentImage) {
      throw new AppError('payload_too_large', `An image may be at most ${maxImageBytes / 1024 / 1024} MiB`);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      throw new AppError('unsupported_media_type', 'Send the image file itself as the body, with an image/* Content-Type');
    }
    throw error;
  });
}

/**
 * Spec §7 image uploads. The bytes arrive raw (acceptImageBodies). Brand images need ManageRoles like the rest of the
 * app config; area images need ManageAreas like the area itself.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { images } = app.services;
  acceptImageBodies(app);

  const owner = access.staff('ManageRoles');
  const beforeBody = { accessBeforeBody: true };
  app.post(
    '/images/:kind',
    options(owner, {
      summary: "Upload the restaurant's logo, favicon or app icon; its variants are stored and the app config republished",
      description: `Logo: PNG up to 1024 px and a JPEG thumbnail. Favicon: an .ico kept as given, or an image made into 16/32/48 px PNGs and an .ico. App icon: PNG 192 and 512 px and a maskable 512 px. ${bodyNote}`,
      params: BrandKindParams,
      response: { 200: AppConfig },
    }, beforeBody),
    async (request) => images.uploadBrandImage(staffContext(request.ctx).restaurantId, request.params.kind, uploadedBytes(request.body)),
  );
  app.delete(
    '/images/:kind',
    options(owner, { summary: 'Stop using the uploaded logo, favicon or app icon', params: BrandKindParams, response: { 200: AppConfig } }, beforeBody),
    async (request) => images.removeBrandImage(staffContext(request.ctx).restaurantId, request.params.kind),
  );
  app.post(
    '/images/area',
    options(access.staff('ManageAreas'), {
      summary: 'Upload an area image (a JPEG up to 1600 px and a 400 px thumbnail); with areaId it becomes that area’s imageURL',
      description: bodyNote,
      querystring: AreaImageQuery,
      response: { 201: AreaImageUpload },
    }, beforeBody),
    async (request, reply) => {
      const { restaurantId } = staffContext(request.ctx);
      const uploaded = await images.uploadAreaImage(restaurantId, request.query.areaId, uploadedBytes(request.body));
      // The booking page shows area images from the published file.
      if (uploaded.area) republishAvailability(app, request, restaurantId);
      return reply.code(201).send(uploaded);
    },
  );
};
