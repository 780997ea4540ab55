// A creator's profile picture (spec §1 public profile, profilePictureURL): the picture itself is uploaded and resized
// like the restaurants' images (spec §7), stored under the user's own folder, and becomes their profilePictureURL.
// A plugin of its own, so only this route reads image bodies.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Me } from '../../../../core/schemas/users';
import { signedInUser } from '../../../platform/auth/context';
import { access } from '../../../platform/http/access';
import { routeOptions } from '../../../platform/http/route-group';
import { acceptImageBodies, bodyNote, uploadedBytes } from '../../settings';

export const profilePictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { images, users } = app.services;
  acceptImageBodies(app);
  app.post(
    '/users/me/profile-picture',
    routeOptions(['users'])(
      access.affiliate,
      { summary: 'Upload my profile picture (a 512 px square JPEG and a 128 px thumbnail)', description: bodyNote, response: { 200: Me } },
      { accessBeforeBody: true },
    ),
    async (request) => {
      const user = signedInUser(request.ctx);
      const { imageURL } = await images.storeProfilePicture(user.id, uploadedBytes(request.body));
      const updated = await users.updateInformation(user, 'publicInformation', { profilePictureURL: imageURL });
      return users.me(updated, request.ctx.actingAdminId);
    },
  );
};
