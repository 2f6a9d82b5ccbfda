/**
 * The privacy policy as versioned content (issue 29.1): each published change of the policy page is
 * kept as a version, in the content write's transaction; consents name the version in force when
 * they were given, and anyone can read every version again (GET /api/policy/versions).
 */
import { and, desc, eq } from 'drizzle-orm';
import { nextPolicyVersion, POLICY_SEO, type PolicyVersion, type PolicyVersionText } from '../../../domain/privacy';
import { PRIVACY_POLICY_VERSION } from '../../../domain/consents';
import { isoDay } from '../../../domain/money';
import type { Db, Tx } from '../../db/client';
import { policyVersions } from '../../db/schema';

/** After a write of an info page: when it is the policy, published, and its text changed, a new version. */
export async function keepPolicyVersion(tx: Db | Tx, page: { seo: string; text: string; status: string }, at = new Date()): Promise<string | null> {
  if (page.seo !== POLICY_SEO || page.status !== 'published') return null;
  const [latest] = await tx.select().from(policyVersions).where(eq(policyVersions.seo, POLICY_SEO)).orderBy(desc(policyVersions.id)).limit(1);
  if (latest?.text === page.text) return null;
  const day = latest ? isoDay(at) : PRIVACY_POLICY_VERSION;
  const taken = (await tx.select({ version: policyVersions.version }).from(policyVersions).where(eq(policyVersions.seo, POLICY_SEO))).map((r) => r.version);
  const version = nextPolicyVersion(day, taken);
  await tx.insert(policyVersions).values({ seo: POLICY_SEO, version, text: page.text, publishedAt: at });
  return version;
}

/** The version in force (the newest kept), or the first version's name before any is kept. */
export async function currentPolicyVersion(db: Db | Tx): Promise<string> {
  const [latest] = await db.select({ version: policyVersions.version }).from(policyVersions)
    .where(eq(policyVersions.seo, POLICY_SEO)).orderBy(desc(policyVersions.id)).limit(1);
  return latest?.version ?? PRIVACY_POLICY_VERSION;
}

/** Every kept version, newest first. */
export async function policyVersionList(db: Db): Promise<PolicyVersion[]> {
  const rows = await db.select({ version: policyVersions.version, at: policyVersions.publishedAt }).from(policyVersions)
    .where(eq(policyVersions.seo, POLICY_SEO)).orderBy(desc(policyVersions.id));
  return rows.map((r) => ({ version: r.version, published_at: r.at.toISOString() }));
}

/** One kept text, or null. */
export async function policyVersionText(db: Db, version: string): Promise<PolicyVersionText | null> {
  const [row] = await db.select().from(policyVersions).where(and(eq(policyVersions.seo, POLICY_SEO), eq(policyVersions.version, version)));
  return row ? { version: row.version, published_at: row.publishedAt.toISOString(), text: row.text } : null;
}
