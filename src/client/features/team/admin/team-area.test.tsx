// The Team area as the owner sees it: members and invitations listed, inviting someone, and the
// changes to a member's standing that ask first (disable, taking owner rights away). The server's
// refusals (an address already on the team, the last owner) show where the owner acted.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@shared/admin/admin-auth';
import { TEAM_MESSAGES, teamSchema, type Team } from '@shared/team/team';
import { stubNetwork, type Route } from '@/test-support/fake-network';
import { errorOf, fieldNamed } from '@/test-support/form-state';
import { renderWithApp } from '@/test-support/render';
import { shownToasts } from '@/test-support/toasts';
import { TeamArea } from './team-area';

const OWNER = 'owner@lakeshore.example';
const ACCOUNTANT = 'ada@lakeshore.example';
const RECRUITER = 'rita@lakeshore.example';

// Parsed by the shared schema: an answer the server could give.
const TEAM: Team = teamSchema.parse({
  members: [
    {
      id: 1,
      email: OWNER,
      role: 'owner',
      twoFactorEnabled: true,
      createdAt: '2026-01-05T10:00:00.000Z',
      disabledAt: null,
      lastActiveAt: '2026-04-20T09:30:00.000Z',
    },
    {
      id: 2,
      email: ACCOUNTANT,
      role: 'accounting',
      twoFactorEnabled: false,
      createdAt: '2026-02-01T10:00:00.000Z',
      disabledAt: null,
      lastActiveAt: null,
    },
    {
      id: 3,
      email: RECRUITER,
      role: 'recruiting',
      twoFactorEnabled: false,
      createdAt: '2026-02-03T10:00:00.000Z',
      disabledAt: '2026-03-01T10:00:00.000Z',
      lastActiveAt: null,
    },
  ],
  invites: [
    {
      id: 7,
      email: 'new.dispatcher@lakeshore.example',
      role: 'operations',
      invitedBy: OWNER,
      sentAt: '2026-04-19T08:00:00.000Z',
      expiresAt: '2026-04-22T08:00:00.000Z',
      state: 'pending',
    },
    {
      id: 8,
      email: 'late@lakeshore.example',
      role: 'accounting',
      invitedBy: null,
      sentAt: '2026-03-01T08:00:00.000Z',
      expiresAt: '2026-03-04T08:00:00.000Z',
      state: 'expired',
    },
  ],
});

const SESSION: AdminSession = { email: OWNER, username: OWNER, role: 'owner', twoFactorEnabled: true, twoFactorRequired: false };
const conflict = (message: string): Route => ({ status: 409, body: { error: 'Conflict', message } });

afterEach(() => vi.unstubAllGlobals());

async function renderTeam(routes: Record<string, Route> = {}, team: Team = TEAM) {
  const network = stubNetwork({
    'GET /api/admin/session': { status: 200, body: SESSION },
    'GET /api/admin/team': { status: 200, body: team },
    ...routes,
  });
  const rendered = renderWithApp(<TeamArea />);
  await screen.findByRole('list', { name: 'Members' });
  return { ...rendered, network };
}

const card = (email: string) => screen.getByRole('article', { name: email });

describe('the Team area', () => {
  it('says it is loading until the team arrives', () => {
    stubNetwork({ 'GET /api/admin/team': () => new Promise(() => {}) });
    renderWithApp(<TeamArea />);
    expect(screen.getByRole('region', { name: 'Team' })).toBeDefined();
    expect(screen.getByText('Loading the team...')).toBeDefined();
  });

  it('lists the members with role, two-factor and standing, marking the signed-in one as You without Disable', async () => {
    await renderTeam();
    const members = within(screen.getByRole('list', { name: 'Members' }))
      .getAllByRole('article')
      .map((article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(members).toEqual([OWNER, ACCOUNTANT, RECRUITER]);

    const own = card(OWNER);
    expect(within(own).getByText('You')).toBeDefined();
    expect(within(own).getByText('Owner', { selector: 'span' })).toBeDefined();
    expect(own.textContent).toContain('Two-factor sign-in: On');
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();

    const accountant = card(ACCOUNTANT);
    expect(within(accountant).queryByText('You')).toBeNull();
    expect(accountant.textContent).toContain('Two-factor sign-in: Off');
    expect(accountant.textContent).toContain('Last active: No open session');
    expect(within(accountant).getByRole('button', { name: 'Disable' })).toBeDefined();

    const recruiter = card(RECRUITER);
    expect(within(recruiter).getByText('Disabled')).toBeDefined();
    expect(within(recruiter).getByRole('button', { name: 'Enable' })).toBeDefined();
    expect(within(recruiter).queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('lists the open invitations, marking an expired one', async () => {
    await renderTeam();
    const pending = card('new.dispatcher@lakeshore.example');
    expect(within(pending).getByText('Operations', { selector: 'span' })).toBeDefined();
    expect(pending.textContent).toContain(`Invited by ${OWNER}`);
    expect(within(pending).queryByText('Expired')).toBeNull();
    expect(within(card('late@lakeshore.example')).getByText('Expired')).toBeDefined();
  });

  it('says when there are no open invitations', async () => {
    await renderTeam({}, { ...TEAM, invites: [] });
    expect(screen.getByText('No open invitations.')).toBeDefined();
  });

  it('invites a member in the chosen role, says what the role may use, and reads the team again', async () => {
    const { user, network } = await renderTeam({
      'POST /api/admin/team/invites': {
        status: 201,
        body: { ...TEAM.invites[0], id: 9, email: 'bea@lakeshore.example', role: 'accounting' },
      },
    });
    const role = fieldNamed('Role', screen.getByRole('button', { name: 'Send invitation' }).closest('form')!);
    await user.selectOptions(role, 'accounting');
    expect(document.getElementById(role.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Payments, refunds, invoices');
    await user.type(fieldNamed('E-mail'), 'bea@lakeshore.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(shownToasts()).toContainEqual(['Invitation sent', 'bea@lakeshore.example has 72 hours to accept it.']));
    expect(network.requestsTo('POST /api/admin/team/invites').map((request) => request.body)).toEqual([
      { email: 'bea@lakeshore.example', role: 'accounting' },
    ]);
    expect(fieldNamed('E-mail').value).toBe('');
    await waitFor(() => expect(network.requestsTo('GET /api/admin/team')).toHaveLength(2));
  });

  it('checks the address before sending, and shows an address already on the team under the field', async () => {
    const { user, network } = await renderTeam({ 'POST /api/admin/team/invites': conflict(TEAM_MESSAGES.alreadyMember) });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(errorOf(fieldNamed('E-mail'))).toBeTruthy();
    expect(network.requestsTo('POST /api/admin/team/invites')).toEqual([]);

    await user.type(fieldNamed('E-mail'), ACCOUNTANT);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(errorOf(fieldNamed('E-mail'))).toBe(TEAM_MESSAGES.alreadyMember));
    expect(fieldNamed('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before disabling a member, naming what happens; Cancel sends nothing', async () => {
    const { user, network } = await renderTeam({ 'POST /api/admin/team/members/2/disable': { status: 200, body: TEAM.members[1] } });
    await user.click(within(card(ACCOUNTANT)).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable this member?' });
    expect(dialog.textContent).toContain(`${ACCOUNTANT} is signed out everywhere and cannot sign in until enabled.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(network.requestsTo('POST /api/admin/team/members/2/disable')).toEqual([]);

    await user.click(within(card(ACCOUNTANT)).getByRole('button', { name: 'Disable' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: `Disable ${ACCOUNTANT}` }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.requestsTo('POST /api/admin/team/members/2/disable')).toHaveLength(1);
    expect(shownToasts().map(([title]) => title)).toContain('Member disabled');
  });

  it("keeps the server's last-owner refusal in the disable dialog", async () => {
    const owners = { ...TEAM, members: [TEAM.members[0]!, { ...TEAM.members[1]!, role: 'owner' as const }] };
    const { user } = await renderTeam({ 'POST /api/admin/team/members/2/disable': conflict(TEAM_MESSAGES.lastOwner) }, owners);
    await user.click(within(card(ACCOUNTANT)).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disable this member?' });
    await user.click(within(dialog).getByRole('button', { name: `Disable ${ACCOUNTANT}` }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.lastOwner);
  });

  it('changes a role at once, but asks before taking owner rights away and shows the refusal there', async () => {
    const { user, network } = await renderTeam({
      'PATCH /api/admin/team/members/2': { status: 200, body: { ...TEAM.members[1], role: 'operations' } },
      'PATCH /api/admin/team/members/1': conflict(TEAM_MESSAGES.lastOwner),
    });
    const accountant = card(ACCOUNTANT);
    await user.selectOptions(within(accountant).getByLabelText('Role'), 'operations');
    await user.click(within(accountant).getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(network.requestsTo('PATCH /api/admin/team/members/2').map((request) => request.body)).toEqual([{ role: 'operations' }]),
    );

    const own = card(OWNER);
    await user.selectOptions(within(own).getByLabelText('Role'), 'accounting');
    await user.click(within(own).getByRole('button', { name: 'Save role' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Take away owner rights?' });
    expect(network.requestsTo('PATCH /api/admin/team/members/1')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make Accounting' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.lastOwner);
  });

  it('shows a refused role change under the form', async () => {
    const { user } = await renderTeam({ 'PATCH /api/admin/team/members/2': conflict(TEAM_MESSAGES.memberNotFound) });
    const accountant = card(ACCOUNTANT);
    await user.selectOptions(within(accountant).getByLabelText('Role'), 'recruiting');
    await user.click(within(accountant).getByRole('button', { name: 'Save role' }));
    expect((await within(accountant).findByRole('alert')).textContent).toBe(TEAM_MESSAGES.memberNotFound);
  });

  it('revokes an invitation after asking, and re-sends one at once', async () => {
    const { user, network } = await renderTeam({
      'DELETE /api/admin/team/invites/7': { status: 204 },
      'POST /api/admin/team/invites/7/resend': { status: 200, body: TEAM.invites[0] },
    });
    const pending = card('new.dispatcher@lakeshore.example');
    await user.click(within(pending).getByRole('button', { name: 'Re-send' }));
    await waitFor(() => expect(network.requestsTo('POST /api/admin/team/invites/7/resend')).toHaveLength(1));

    await user.click(within(pending).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(dialog.textContent).toContain('new.dispatcher@lakeshore.example (Operations)');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(network.requestsTo('DELETE /api/admin/team/invites/7')).toHaveLength(1));
  });

  it('enables a disabled member', async () => {
    const { user, network } = await renderTeam({
      'POST /api/admin/team/members/3/enable': { status: 200, body: { ...TEAM.members[2], disabledAt: null } },
    });
    await user.click(within(card(RECRUITER)).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(shownToasts()).toContainEqual(['Member enabled', `${RECRUITER} can sign in again.`]));
    expect(network.requestsTo('POST /api/admin/team/members/3/enable')).toHaveLength(1);
  });
});
