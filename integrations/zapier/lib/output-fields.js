/** Zapier output fields of one type, in the order of `labels` (key -> the label the Zap editor shows). */
export const fieldsOfType = (type, labels) => Object.entries(labels).map(([key, label]) => ({ key, label, type }));
