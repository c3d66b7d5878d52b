// Dispatch: a load's stages, the driver's buttons and the problems a driver reports. Each label once, in English, as a message of the `shared` catalog
// (see ../shared-labels.ts). Apart from the other kinds so a page carries only the labels it reads.
import type { LabelMessage } from './label-message.js';

export const LOAD_STAGE_MESSAGES = {
  assigned: /*i18n*/ { id: 'shared.loadStage.assigned', message: 'Assigned' },
  accepted: /*i18n*/ { id: 'shared.loadStage.accepted', message: 'Accepted' },
  at_pickup: /*i18n*/ { id: 'shared.loadStage.at_pickup', message: 'At pickup' },
  picked_up: /*i18n*/ { id: 'shared.loadStage.picked_up', message: 'Picked up (in transit)' },
  at_delivery: /*i18n*/ { id: 'shared.loadStage.at_delivery', message: 'At delivery' },
  delivered: /*i18n*/ { id: 'shared.loadStage.delivered', message: 'Delivered' },
} as const satisfies Record<string, LabelMessage>;
/** What the driver's big button says to move a load into the stage. */
export const STAGE_ACTION_MESSAGES = {
  accepted: /*i18n*/ { id: 'shared.stageAction.accepted', message: 'Accept load' },
  at_pickup: /*i18n*/ { id: 'shared.stageAction.at_pickup', message: 'Arrived at pickup' },
  picked_up: /*i18n*/ { id: 'shared.stageAction.picked_up', message: 'Picked up' },
  at_delivery: /*i18n*/ { id: 'shared.stageAction.at_delivery', message: 'Arrived at delivery' },
  delivered: /*i18n*/ { id: 'shared.stageAction.delivered', message: 'Delivered' },
} as const satisfies Record<string, LabelMessage>;
export const PROBLEM_KIND_MESSAGES = {
  delay: /*i18n*/ { id: 'shared.problemKind.delay', message: 'Delay' },
  damage: /*i18n*/ { id: 'shared.problemKind.damage', message: 'Damage' },
  refused: /*i18n*/ { id: 'shared.problemKind.refused', message: 'Refused' },
  cannot_access: /*i18n*/ { id: 'shared.problemKind.cannot_access', message: 'Cannot access' },
} as const satisfies Record<string, LabelMessage>;
