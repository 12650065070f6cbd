// Catalogues of this area are added here (see ../catalogue.ts).
export {};
