import { describe, expect, it } from 'vitest';
import { detectForeignLanguage } from './detect-language.ts';

const lines = (s: string) => s.split('\n');

describe('detectForeignLanguage', () => {
  it('names the language of a resume written in Spanish, Dutch or Russian', () => {
    const es = `Experiencia profesional\nResponsable de ventas en una empresa de distribución con un equipo de diez personas a mi cargo\nGestión de la cartera de clientes y negociación de los contratos anuales con los principales proveedores\nElaboración de los informes mensuales de ventas para la dirección general de la empresa\nFormación académica en administración de empresas por la universidad de Sevilla`;
    const nl = `Werkervaring\nVerantwoordelijk voor de dagelijkse planning van het magazijn en de aansturing van een team van acht medewerkers\nInvoeren van nieuwe werkprocessen waardoor de doorlooptijd van bestellingen met een derde is verkort\nContact met klanten en leveranciers over de levering van goederen en de afhandeling van klachten\nOpleiding logistiek aan de hogeschool van Rotterdam`;
    const ru = `Опыт работы\nРуководил отделом продаж и отвечал за выполнение плана по выручке в регионе\nРазработал новую систему отчётности для руководства компании и внедрил её во всех филиалах\nПроводил обучение новых сотрудников и помогал им освоить работу с клиентами\nОбразование: экономический факультет московского государственного университета`;
    expect(detectForeignLanguage(lines(es))).toBe('spa');
    expect(detectForeignLanguage(lines(nl))).toBe('nld');
    expect(detectForeignLanguage(lines(ru))).toBe('rus');
  });

  it('never refuses an English resume, even one full of names, places and tools', () => {
    const en = `Software Engineer, Müller & Söhne GmbH, München, Deutschland\nBuilt the Kubernetes platform for the payments team and cut deploy times from hours to minutes\nLed the migration of 40 services from Jenkins to GitHub Actions with zero downtime\nMentored four engineers and ran the weekly architecture review\nBachelor of Science, Universidad de Buenos Aires, Argentina`;
    expect(detectForeignLanguage(lines(en))).toBeUndefined();
  });

  it('says nothing on too little prose', () => {
    expect(detectForeignLanguage(['Max Mustermann', 'Berlin', 'Softwareentwickler'])).toBeUndefined();
  });
});
