// Invented check workshops (not real businesses), with fixed ids so re-seeding is idempotent.
export const CERTIFIERS = [
  {
    id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e01',
    name: 'Skyline Check Workshop',
    website: 'https://skyline-check.example',
    phone_number: '+351 210 000 101',
    contact_email: 'check@skyline-check.example',
    address: 'Rua das Asas 12, 4400-001 Porto, Portugal',
  },
  {
    id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e02',
    name: 'Thermal Valley Glider Service',
    website: 'https://thermal-valley.example',
    phone_number: '+33 4 00 00 02 02',
    contact_email: 'atelier@thermal-valley.example',
    address: '8 Chemin du Décollage, 74000 Annecy, France',
  },
  {
    id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e03',
    name: 'Cumulus Porosity Lab',
    website: 'https://cumulus-lab.example',
    phone_number: '+34 900 000 303',
    contact_email: 'lab@cumulus-lab.example',
    address: 'Calle del Viento 3, 18001 Granada, Spain',
  },
  {
    id: '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e04',
    name: 'Ridge Line Repairs',
    website: 'https://ridgeline-repairs.example',
    phone_number: '+44 1600 000404',
    contact_email: 'hello@ridgeline-repairs.example',
    address: '4 Hangar Lane, Brecon LD3 0AA, United Kingdom',
  },
];
