// Customer accounts under /api/admin/accounts (decision 072), registered behind the session and
// role guards by src/server/staff-api.ts: reading is the 'accounts' staff area (owner, operations,
// accounting), every change 'account-updates' (owner, accounting). HTTP only: schema in, service
// call, reply out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountAttachedSchema,
  accountChangeSchema,
  accountDetailSchema,
  accountIdSchema,
  accountListQuerySchema,
  accountMergedSchema,
  accountMergeSchema,
  accountPageSchema,
  newAccountSchema,
  newContactSchema,
  newDomainSchema,
} from '../../../shared/accounts/account-schemas.js';
import { errorResponses } from '../../../shared/api-errors.js';
import type { Database } from '../../db/client.js';
import { auditContextOf } from '../../platform/audit/request-audit-context.js';
import { rowIdParams } from '../../platform/http/row-id-params.js';
import { accountDetail, changeAccount, createAccount, listAccounts } from './account-service.js';
import { addContact, addDomain, removeContact, removeDomain } from './contact-service.js';
import { mergeAccounts } from './merge-service.js';

const errors = errorResponses(400, 401, 403, 404);
const contactParams = rowIdParams.extend({ contactId: accountIdSchema });
const domainParams = rowIdParams.extend({ domainId: accountIdSchema });

export async function accountAdminRoutes(app: FastifyInstance, deps: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/accounts',
    {
      config: { staffArea: 'accounts' },
      schema: {
        summary: 'Find customer accounts',
        description:
          "By name, a page at a time. `search` matches part of a name, a billing contact's address or a confirmed domain, ignoring case; `status` is all, active or merged. Each with its open balance (what its sent invoices still owe).",
        querystring: accountListQuerySchema,
        response: { 200: accountPageSchema, ...errors },
      },
    },
    async (request) => listAccounts(db, request.query),
  );

  routes.post(
    '/accounts',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Create a customer account',
        description:
          'Only the name is required: terms default to due on receipt, reminders to 3 days before and 1, 15 and 30 days after the due day.',
        body: newAccountSchema,
        response: { 201: accountDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createAccount(db, request.body, auditContextOf(request))),
  );

  routes.get(
    '/accounts/:id',
    {
      config: { staffArea: 'accounts' },
      schema: {
        summary: 'One customer account with its contacts, domains and merged accounts',
        params: rowIdParams,
        response: { 200: accountDetailSchema, ...errors },
      },
    },
    async (request) => accountDetail(db, request.params.id),
  );

  routes.patch(
    '/accounts/:id',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: "Change an account's fields",
        description:
          'Any of name, terms, creditLimit (null: no limit), notes (null or empty: none), language, factored, remindersPaused and reminderOffsets. New terms apply to invoices sent from now on; sent invoices keep theirs. 409 for a merged account.',
        params: rowIdParams,
        body: accountChangeSchema,
        response: { 200: accountDetailSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => changeAccount(db, request.params.id, request.body, auditContextOf(request)),
  );

  routes.post(
    '/accounts/:id/contacts',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Add a billing contact',
        description:
          'The address is stored lower-case; requests from it with no account attach to this one, with their sent invoices. 409 when the address is already a billing contact (of this account or another, which the message names).',
        params: rowIdParams,
        body: newContactSchema,
        response: { 201: accountAttachedSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addContact(db, request.params.id, request.body, auditContextOf(request))),
  );

  routes.delete(
    '/accounts/:id/contacts/:contactId',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Remove a billing contact',
        description: "The address no longer sees the account on the customer's page; requests already attached stay with the account.",
        params: contactParams,
        response: { 204: z.null(), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      await removeContact(db, request.params.id, request.params.contactId, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/accounts/:id/domains',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Confirm a company domain',
        description:
          'Requests from any address at the domain attach to this account (a billing contact of another account still goes to that one). Public mail services (gmail.com, yahoo.com, outlook.com...) are refused (400). 409 when the domain is already confirmed for an account.',
        params: rowIdParams,
        body: newDomainSchema,
        response: { 201: accountAttachedSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addDomain(db, request.params.id, request.body.domain, auditContextOf(request))),
  );

  routes.delete(
    '/accounts/:id/domains/:domainId',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Remove a confirmed domain',
        description: 'New requests from the domain no longer attach; requests already attached stay with the account.',
        params: domainParams,
        response: { 204: z.null(), ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      await removeDomain(db, request.params.id, request.params.domainId, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/accounts/:id/merge',
    {
      config: { staffArea: 'account-updates' },
      schema: {
        summary: 'Merge another account into this one',
        description:
          'The account at {id} keeps its own fields and takes every request, invoice, billing contact, domain and statement of `mergedAccountId`, which is marked merged (never deleted). A statement of a month this account already has stays on the merged account. 409 when either account was already merged, or both are the same.',
        params: rowIdParams,
        body: accountMergeSchema,
        response: { 200: accountMergedSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => mergeAccounts(db, request.params.id, request.body.mergedAccountId, auditContextOf(request)),
  );
}
