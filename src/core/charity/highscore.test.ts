import { describe, expect, it } from 'vitest';
import { aggregateHighscore, highscoreList, parseHighscoreView, participantName, type PointsRecord } from './highscore';

const record = (over: Partial<PointsRecord>): PointsRecord => ({
  userId: 1,
  firstname: 'Anna',
  surname: 'Klein',
  challengeId: 11,
  challengeName: 'Heart health quiz',
  projectId: 1,
  projectName: 'Clean water',
  companyAccountId: null,
  companyName: null,
  points: 10,
  ...over,
});

describe('aggregateHighscore', () => {
  const records = [
    record({ points: 30 }),
    record({ userId: 2, firstname: 'Ben', surname: 'Ott', projectId: 2, projectName: 'Heart surgery', points: 20 }),
    record({
      userId: 2,
      firstname: 'Ben',
      surname: 'Ott',
      challengeId: 15,
      challengeName: 'Booth quiz',
      companyAccountId: 'ca-0030',
      companyName: 'Cardio AG',
      points: 45,
    }),
    record({
      userId: 3,
      firstname: 'Cleo',
      surname: null,
      challengeId: 15,
      challengeName: 'Booth quiz',
      companyAccountId: 'ca-0030',
      companyName: 'Cardio AG',
      projectId: 2,
      projectName: 'Heart surgery',
      points: 15,
    }),
  ];
  const highscore = aggregateHighscore(records);

  it('sums the points per project, challenge, company and participant, most first', () => {
    expect(highscore.Projects).toEqual([
      { Id: '1', Name: 'Clean water', Points: 75 },
      { Id: '2', Name: 'Heart surgery', Points: 35 },
    ]);
    expect(highscore.Challenges).toEqual([
      { Id: '15', Name: 'Booth quiz', Points: 60 },
      { Id: '11', Name: 'Heart health quiz', Points: 50 },
    ]);
    expect(highscore.Participants).toEqual([
      { Id: '2', Name: 'Ben O.', Points: 65 },
      { Id: '1', Name: 'Anna K.', Points: 30 },
      { Id: '3', Name: 'Cleo', Points: 15 },
    ]);
  });

  it('counts for a company only the points of its own challenges', () => {
    expect(highscore.Companies).toEqual([{ Id: 'ca-0030', Name: 'Cardio AG', Points: 60 }]);
  });

  it('orders equal points by name, and gives empty lists for no records', () => {
    const tied = aggregateHighscore([record({ projectId: 2, projectName: 'beta' }), record({ projectId: 1, projectName: 'Alpha' })]);
    expect(tied.Projects.map((entry) => entry.Name)).toEqual(['Alpha', 'beta']);
    expect(aggregateHighscore([])).toEqual({ Projects: [], Challenges: [], Companies: [], Participants: [] });
  });
});

describe('participantName', () => {
  it('shows the first name and the surname’s initial only', () => {
    expect(participantName(' Anna ', 'klein')).toBe('Anna K.');
    expect(participantName(null, 'Ott')).toBe('O.');
    expect(participantName(null, null)).toBe('—');
  });
});

describe('highscore views', () => {
  it('reads the view attribute case-insensitively and falls back to projects', () => {
    expect(parseHighscoreView('Participants')).toBe('participants');
    expect(parseHighscoreView('leaderboard')).toBe('projects');
    expect(parseHighscoreView(null)).toBe('projects');
  });

  it('picks the list of a view, and an empty list when the server left one out', () => {
    const highscore = aggregateHighscore([record({})]);
    expect(highscoreList(highscore, 'challenges')).toEqual([{ Id: '11', Name: 'Heart health quiz', Points: 10 }]);
    expect(highscoreList({ ...highscore, Companies: undefined as never }, 'companies')).toEqual([]);
  });
});
