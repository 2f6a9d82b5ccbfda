/** The member's profile: read (with appointment dates), update (photo, password), and the private photo. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberProfile } from '../../../domain/api';
import { EditProfileDto } from '../../../domain/forms/member';
import type { Db } from '../../db/client';
import { fieldError, NotFoundError, ok } from '../../http/envelope';
import { UPLOAD_BODY_LIMIT } from '../../http/limits';
import { memberOf, requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { isTicked } from '../../../domain/consents';
import { recordConsents } from '../../services/consents';
import { normaliseEmail, profileOf } from '../../services/members';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { revokeAllSessions, type Member } from '../../services/sessions';
import { decodeJpeg, storeUpload } from '../../services/uploads';
import { viewerOf, type Viewer } from '../../services/visibility';
import { dtoSchema, validated } from '../../http/validated';
import { checkRegion } from '../forms/references';
import { chassisFields } from '../session/repository';
import { appointmentDates, dropUpload, profilePhoto, updateMember } from './profile-repository';
import { answers, fileAnswers } from '../../http/response-schemas';
import { memberBody, memberProfileAnswer, memberSecurity } from './schemas';
import { perAddress } from '../../http/client-address';
import { fieldOf } from '../../http/request-parts';

async function fullProfile(db: Db, member: Member, viewer: Viewer): Promise<MemberProfile> {
  return { ...(await profileOf(db, member)), ...(await appointmentDates(db, viewer)) };
}

export default async function profileRoutes(app: FastifyInstance) {
  app.post('/memberprofile', {
    preHandler: requireMember,
    schema: { tags: ['member'], summary: "The member's profile with next and past service and test-drive dates, and whether the e-mail is verified", security: memberSecurity, body: memberBody, response: answers(memberProfileAnswer) },
  }, async (request) => ok(await fullProfile(app.db, memberOf(request), viewerOf(request))));

  app.post('/updateprofile', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress('updateprofile') } },
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: 'Update the profile (the e-mail cannot change); a new password ends the other sessions',
      security: memberSecurity, body: dtoSchema(EditProfileDto, 'EditProfileDto'), response: answers(memberProfileAnswer),
    },
  }, async (request, reply) => {
    const member = memberOf(request);
    // No new photo may come as an empty `image`: the same as leaving it out.
    const input = { ...request.body };
    if (input.image === '' || input.image === null) delete input.image;
    const form = validated(EditProfileDto, input);
    if (normaliseEmail(form.email) !== member.email) throw fieldError('email', 'Email tidak dapat diubah');
    const photo = form.image ? decodeJpeg('image', form.image) : null;
    const passwordHash = (await verifyPassword(form.password, member.passwordHash)) ? null : await hashPassword(form.password);
    return writeOnce(request, reply, async (tx, afterCommit) => {
      await checkRegion(tx, form.province, form.city);
      const image = photo ? await storeUpload(tx, app.blobs, 'profile', member.id, photo) : member.image;
      if (passwordHash) await revokeAllSessions(tx, member.id, request.sessionId!);
      const updated = await updateMember(tx, member.id, {
        fullName: form.name, phone: form.phone, birth: form.birth, gender: form.gender,
        provinceCode: form.province, cityCode: form.city, address: form.address,
        ...(await chassisFields(tx, form.no_rangka ?? undefined)), image, ...(passwordHash ? { passwordHash } : {}),
      });
      // The offers checkbox, when sent: unticked withdraws the consent at once, ticked gives it (issue 29.6).
      let current = updated;
      if (form.cek_list_penawaran !== undefined) {
        const offers = isTicked(form.cek_list_penawaran);
        await recordConsents(tx, { memberId: member.id, email: member.email, source: 'profile', purposes: { offers } });
        current = { ...updated, agree2: offers };
      }
      if (photo && member.image) {
        const old = await dropUpload(tx, member.image, member.id);
        // The disk store is outside the transaction: the old file goes once the new one is committed.
        if (old) afterCommit(() => app.blobs.delete(old));
      }
      return ok(await fullProfile(tx, current, viewerOf(request)), 'Profile berhasil dirubah');
    });
  });

  const sendPhoto = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = memberOf(request);
    const uniqueId = fieldOf(request.params, 'unique_id');
    if (uniqueId !== undefined && uniqueId !== member.uniqueId) throw new NotFoundError();
    const upload = await profilePhoto(app.db, member);
    const file = upload && await app.blobs.get(upload.path);
    if (!file) throw new NotFoundError('Foto profil belum ada');
    return reply.type(file.contentType).header('cache-control', 'private, max-age=300').send(file.bytes);
  };
  const photoSchema = {
    tags: ['member'], summary: "The member's own profile photo (image/jpeg), 404 when none", security: memberSecurity,
    response: fileAnswers('image/jpeg', 'The profile photo'),
  };
  app.get('/member/photo', { preHandler: requireMember, schema: photoSchema }, sendPhoto);
  app.get('/member/photo/:unique_id', { preHandler: requireMember, schema: { ...photoSchema, summary: `${photoSchema.summary}; the profile's image URL` } }, sendPhoto);
}
