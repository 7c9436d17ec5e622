import type {
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  FieldAccess,
  SanitizedConfig,
} from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { staffOnly } from '@/access/staffOnly'
import { boundedRead } from '@/lib/pagination'

/** A lock always names who takes it: nobody locks a document in someone else's name. */
const lockedBySelf: CollectionBeforeChangeHook = ({ data, req }) => {
  if (req.user) data.user = { relationTo: req.user.collection, value: req.user.id }
  return data
}

const nobodyWrites: FieldAccess = () => false

/**
 * What a client reads over REST or GraphQL is bounded whatever it asks (one page, a set depth): at
 * 100,000 documents, one unbounded list could hold a web process's whole heap.
 */
const boundedClientReads: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  req.payloadAPI !== 'local' && (operation === 'read' || operation === 'readDistinct')
    ? boundedRead(args)
    : args

/**
 * Payload adds its own collections while it sanitizes the configuration, with open defaults (any
 * signed-in account may create, read and delete document locks and migration records). Here they
 * get the portal's rules: locks belong to the admin panel's staff, migrations and jobs to admins;
 * preferences keep Payload's rule (each user their own); the jobs' statistics are admins'.
 * Timestamps, which Payload also adds, are the database's to write: never a client's. Every
 * collection's reads over REST and GraphQL are bounded.
 */
export function applySystemRules(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      boundedClientReads,
      ...(collection.hooks.beforeOperation ?? []),
    ]
    for (const field of collection.fields) {
      if (field.type === 'date' && (field.name === 'createdAt' || field.name === 'updatedAt'))
        field.access = { ...field.access, create: nobodyWrites, update: nobodyWrites }
    }
    if (collection.slug === 'payload-locked-documents') {
      collection.access = {
        ...collection.access,
        create: staffOnly,
        read: staffOnly,
        update: staffOnly,
        delete: staffOnly,
      }
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), lockedBySelf]
    }
    if (collection.slug === 'payload-migrations' || collection.slug === 'payload-jobs') {
      collection.access = {
        ...collection.access,
        create: isAdmin,
        read: isAdmin,
        update: isAdmin,
        delete: isAdmin,
        readVersions: isAdmin,
      }
    }
  }
  // The job schedule's bookkeeping (a global Payload adds): any signed-in account could read and rewrite it.
  for (const global of config.globals) {
    if (global.slug === 'payload-jobs-stats')
      global.access = { ...global.access, read: isAdmin, update: isAdmin, readVersions: isAdmin }
  }
  return config
}
