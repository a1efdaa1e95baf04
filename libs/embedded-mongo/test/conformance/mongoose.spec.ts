import mongoose, { type Connection } from 'mongoose';
import { conformanceSuite } from './suite';

const suite = conformanceSuite(__filename);

describe('mongoose models', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await mongoose.createConnection(suite.uri(), { dbName: suite.dbName('models') }).asPromise();
  });
  afterAll(() => connection.close());

  const userSchema = new mongoose.Schema({ email: { type: String, required: true, unique: true }, name: String, logins: { type: Number, default: 0 }, roles: [String] }, { timestamps: true });
  userSchema.index({ name: 1, createdAt: -1 });

  it('when a model with schema indexes initialises, then its collection and indexes exist', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    const names = (await User.listIndexes()).map((i) => i['name']).sort();
    expect(names).toEqual(['_id_', 'email_1', 'name_1_createdAt_-1']);
    expect(await User.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  it('when a unique value is saved twice, then mongoose reports E11000 with keyValue as with MongoDB', async () => {
    const User = connection.model('User', userSchema);
    await User.init();
    await User.create({ email: 'dup@example.com', name: 'First' });
    const error = await User.create({ email: 'dup@example.com', name: 'Second' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'MongoServerError', code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'dup@example.com' } });
  });

  it('when a document is changed and saved, then timestamps and the version key follow', async () => {
    const User = connection.model('User', userSchema);
    const user = await User.create({ email: 'save@example.com', name: 'Saver', roles: ['a'] });
    const createdAt = user.get('createdAt') as Date;
    user.set('name', 'Saved');
    user.get('roles').push('b');
    await user.save();
    const reloaded = await User.findById(user._id).lean();
    expect(reloaded).toMatchObject({ name: 'Saved', roles: ['a', 'b'], __v: 1, createdAt });
    expect((reloaded?.updatedAt as Date).getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
  });

  it('when findOneAndUpdate upserts with defaults, then the new document has them and its timestamps', async () => {
    const User = connection.model('User', userSchema);
    const created = await User.findOneAndUpdate(
      { email: 'upsert@example.com' },
      { $set: { name: 'Upserted' }, $inc: { logins: 1 } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
    ).lean();
    expect(created).toMatchObject({ email: 'upsert@example.com', name: 'Upserted', logins: 1 });
    expect(created?.createdAt).toBeInstanceOf(Date);
    const again = await User.findOneAndUpdate({ email: 'upsert@example.com' }, { $inc: { logins: 1 } }, { returnDocument: 'after' }).lean();
    expect(again?.logins).toBe(2);
    expect(again?.createdAt).toEqual(created?.createdAt);
  });

  it('when countDocuments, distinct and a query chain are used, then results match the data', async () => {
    const Item = connection.model('Item', new mongoose.Schema({ kind: String, price: Number }));
    await Item.insertMany([
      { kind: 'a', price: 3 },
      { kind: 'b', price: 1 },
      { kind: 'a', price: 2 },
    ]);
    expect(await Item.countDocuments({ kind: 'a' })).toBe(2);
    expect((await Item.distinct('kind')).sort()).toEqual(['a', 'b']);
    const cheapest = await Item.find({ price: { $gte: 1 } })
      .sort({ price: 1 })
      .limit(2)
      .select('price -_id')
      .lean();
    expect(cheapest).toEqual([{ price: 1 }, { price: 2 }]);
  });

  it('when populate follows references, then the referenced documents are loaded', async () => {
    const Team = connection.model('Team', new mongoose.Schema({ name: String }));
    const Member = connection.model('Member', new mongoose.Schema({ name: String, team: { type: mongoose.Schema.Types.ObjectId, ref: 'Team' } }));
    const team = await Team.create({ name: 'red' });
    await Member.create({ name: 'm1', team: team._id });
    const member = await Member.findOne({ name: 'm1' }).populate<{ team: { name: string } }>('team').lean();
    expect(member?.team.name).toBe('red');
  });

  it('when a document is deleted through the model, then it is gone', async () => {
    const Note = connection.model('Note', new mongoose.Schema({ text: String }));
    const note = await Note.create({ text: 'bye' });
    await note.deleteOne();
    expect(await Note.findById(note._id)).toBeNull();
  });

  it('when a cursor streams through a query, then every document is visited', async () => {
    const Row = connection.model('Row', new mongoose.Schema({ n: Number }));
    await Row.insertMany(Array.from({ length: 230 }, (_, n) => ({ n })));
    let sum = 0;
    for await (const row of Row.find().sort({ n: 1 }).batchSize(50).cursor()) sum += row.get('n') as number;
    expect(sum).toBe((229 * 230) / 2);
  });
});
