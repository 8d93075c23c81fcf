/** The areas the service page sends its panel: a key from any other fails the typecheck (ADR 0009). */
export const SERVICE_PANEL_AREAS = ['service', 'status', 'action', 'error', 'subscription', 'email', 'reset'] as const;
export type ServicePanelArea = (typeof SERVICE_PANEL_AREAS)[number];
