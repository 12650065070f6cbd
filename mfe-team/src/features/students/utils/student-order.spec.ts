import { aStudent } from '../../../testing/students';
import { classRank, searchStudents, sortStudents } from './student-order';

describe('class order', () => {
  it('puts pre-school first, then classes by number however they are written', () => {
    expect(['Nursery', 'LKG', 'UKG', 'Class 1', 'Class 2', '3rd', 'Std 9', 'Class 10', 'Class XI', '12th'].map(classRank)).toEqual([
      -2, -1, 0, 1, 2, 3, 9, 10, 11, 12,
    ]);
    expect(classRank('Play group')).toBe(-3);
    expect(classRank('ukg')).toBe(0);
    expect(classRank('Open school')).toBeNull();
    expect(classRank('')).toBeNull();
  });

  it("sorts 'Class 2' before 'Class 10', unknown classes after known ones and blanks last", () => {
    const students = ['Class 10', '', 'UKG', 'Open school', 'Class 2', 'LKG', 'Class 1'].map((classStudying, i) =>
      aStudent({ name: `Child ${i}`, classStudying }),
    );
    expect(sortStudents(students, 'class').map((s) => s.classStudying)).toEqual([
      'LKG',
      'UKG',
      'Class 1',
      'Class 2',
      'Class 10',
      'Open school',
      '',
    ]);
  });

  it('orders children of the same class by name, whatever the spelling of the class', () => {
    const students = [
      aStudent({ name: 'Zoya', classStudying: 'Class 3' }),
      aStudent({ name: 'aman', classStudying: '3rd' }),
      aStudent({ name: 'Bhavna', classStudying: 'class 3' }),
    ];
    expect(sortStudents(students, 'class').map((s) => s.name)).toEqual(['aman', 'Bhavna', 'Zoya']);
  });
});

describe('searchStudents', () => {
  const students = [
    aStudent({ name: 'Asha Kumari', fatherName: 'Ramesh', motherName: 'Sunita', schoolName: 'Govt School Topkhana', area: 'Topkhana Basti' }),
    aStudent({ name: 'Ravi', fatherName: 'Mohan', schoolName: 'Model School', area: 'Ambala Cantt' }),
  ];
  const names = (query: string) => searchStudents(students, query).map((s) => s.name);

  it("matches name, father's and mother's names, school and area, in any case", () => {
    expect(names('ASHA')).toEqual(['Asha Kumari']);
    expect(names('mohan')).toEqual(['Ravi']);
    expect(names('sunita')).toEqual(['Asha Kumari']);
    expect(names('model')).toEqual(['Ravi']);
    expect(names('topkhana')).toEqual(['Asha Kumari']);
    expect(names('  ')).toEqual(['Asha Kumari', 'Ravi']);
    expect(names('Panchkula')).toEqual([]);
  });
});
