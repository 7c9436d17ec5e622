import type { CollectionSlug, Payload, TypedCollectionSelect } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { refusedChange } from './refusal'
import type { ActionFailure } from './result'

/** Who changes: the portal, the signed-in member and their language (an action's context). */
type Member = { payload: Payload; user: User; locale: AppLocale }

/** Set on every call: the member asks, and their access rules apply. */
type Asker = 'user' | 'overrideAccess'

/**
 * Payload's own options for a collection (so `data` is checked against it), without the asker; the
 * collection and the fields to return are named apart, for the compiler to infer them from.
 */
type Asked<Options, Slug, Select> = { collection: Slug; select?: Select } & Omit<
  Options,
  Asker | 'collection' | 'select'
>

/** A method's two signatures, options and result (Payload's delete: by id, then by a query). */
type Signatures<Method> = Method extends {
  (options: infer ById): infer ByIdResult
  (options: infer ByQuery): infer ByQueryResult
}
  ? { byId: ById; byIdResult: ByIdResult; byQuery: ByQuery; byQueryResult: ByQueryResult }
  : never

/**
 * Payload's Local API as the member: `user` and `overrideAccess: false` are set on every call, so
 * none can forget them (nor pass others). Errors are thrown as Payload throws them.
 */
export function asMember({ payload, user }: Pick<Member, 'payload' | 'user'>) {
  const asker = { user, overrideAccess: false } as const
  type Create<S extends CollectionSlug, Sel extends TypedCollectionSelect[S]> = Parameters<
    typeof payload.create<S, Sel>
  >[0]
  // By id: the last of Payload's two signatures.
  type Update<S extends CollectionSlug, Sel extends TypedCollectionSelect[S]> = Parameters<
    typeof payload.update<S, Sel>
  >[0]
  type Delete<S extends CollectionSlug, Sel extends TypedCollectionSelect[S]> = Signatures<
    typeof payload.delete<S, Sel>
  >
  function remove<S extends CollectionSlug, Sel extends TypedCollectionSelect[S]>(
    options: Asked<Delete<S, Sel>['byId'], S, Sel>,
  ): Delete<S, Sel>['byIdResult']
  function remove<S extends CollectionSlug, Sel extends TypedCollectionSelect[S]>(
    options: Asked<Delete<S, Sel>['byQuery'], S, Sel>,
  ): Delete<S, Sel>['byQueryResult']
  function remove(options: object) {
    return payload.delete({ ...options, ...asker } as Delete<CollectionSlug, never>['byQuery'])
  }
  return {
    create: <S extends CollectionSlug, Sel extends TypedCollectionSelect[S]>(
      options: Asked<Create<S, Sel>, S, Sel>,
    ) => payload.create<S, Sel>({ ...options, ...asker } as Create<S, Sel>),
    update: <S extends CollectionSlug, Sel extends TypedCollectionSelect[S]>(
      options: Asked<Update<S, Sel>, S, Sel>,
    ) => payload.update<S, Sel>({ ...options, ...asker } as Update<S, Sel>),
    delete: remove,
  }
}

/** What a change did, or the action's answer when it did not happen. */
export type Changed<Done> = { ok: true; done: Done } | ActionFailure

type Answer = {
  /** The failure the action answers; by default the refusal's reason in the member's language. */
  answer?: (error: unknown) => ActionFailure | Promise<ActionFailure>
  /** Undoes what came before the change (a file uploaded for it); its own failure is ignored. */
  onFailure?: () => unknown
}

/**
 * A change made as the member (`asMember`), or the action's answer when it did not happen: the
 * clean-up first, then the failure as the action words it (`refusedChange`, `failedChange`, its own).
 */
export async function changeAsMember<Done>(
  context: Member,
  change: (member: ReturnType<typeof asMember>) => Promise<Done>,
  { answer = (error) => refusedChange(error, context.locale), onFailure }: Answer = {},
): Promise<Changed<Done>> {
  try {
    return { ok: true, done: await change(asMember(context)) }
  } catch (error) {
    try {
      await onFailure?.()
    } catch {
      // The change's failure is the answer: a file left behind does not hide it.
    }
    return answer(error)
  }
}
