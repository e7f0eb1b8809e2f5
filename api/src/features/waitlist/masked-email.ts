/** "a***@example.com": enough for the person to recognise their address, nothing for anyone else. */
export const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};
