-- The bench data set (tools/bench/load-data.mjs runs this on a freshly migrated database):
-- 50,000 citizens, staff and officials in every district, 1,000,000 requests over three years
-- (older ones mostly resolved, recent ones mostly open, so ~25 % are open and overdue, as in a
-- real backlog) and ~1.9 M history rows. Plain SQL with generate_series: no row leaves the server.
-- Repeatable: the same seed gives the same rows. Login passwords are set afterwards by the loader;
-- every other account gets a hash no password matches.
select setseed(0.4242);

create temporary table bench_words (kind text, n int, word text, primary key (kind, n));
insert into bench_words
select 'first', ordinality - 1, w from unnest(array['Ramesh','Sunita','Mohan','Priya','Rajesh','Anita','Suresh','Kavita','Dinesh','Meena',
  'Vikas','Pooja','Mahesh','Rekha','Santosh','Geeta','Arun','Neha','Manoj','Seema','Rakesh','Sarita','Ajay','Usha','Anil',
  'Lakshmi','Deepak','Radha','Sanjay','Kiran','Gopal','Shanti','Naresh','Asha','Vinod','Savita']) with ordinality w
union all
select 'last', ordinality - 1, w from unnest(array['Sharma','Verma','Patel','Yadav','Singh','Chouhan','Tiwari','Mishra','Gupta','Rathore',
  'Dubey','Kushwaha','Meena','Ahirwar','Lodhi','Jain','Pandey','Raghuvanshi','Thakur','Malviya']) with ordinality w
union all
select 'place', ordinality - 1, w from unnest(array['Ward 4','Gandhi Nagar','Station Road','Nehru Colony','Subhash Chowk',
  'Bus Stand Area','Old Bazaar','Indira Colony','Shivaji Nagar','Azad Mohalla','Krishi Upaj Mandi','Gram Panchayat Bhawan']) with ordinality w
union all
select 'issue', ordinality - 1, w from unnest(array['Hand pump not working','Street light broken','Road full of potholes',
  'Pension not received','Ration card correction','Transformer burnt','Drain overflowing','School teacher absent',
  'Ambulance delayed','Land record mutation pending','Water supply irregular','Scholarship not credited',
  'Crop loss compensation','Job card not issued','Electricity bill too high','Hospital medicines unavailable']) with ordinality w;

-- District weights (Raisen and Vidisha larger), each with its Vidhan Sabha values (reference seed).
create temporary table bench_districts (n int primary key, code text, seats text[], upto float8);
insert into bench_districts values
  (0, 'raisen', array['bhojpur','sanchi','silwani'], 0.32),
  (1, 'vidisha', array['vidisha','basoda'], 0.60),
  (2, 'sehore', array['budhni','ichhawar'], 0.85),
  (3, 'dewas', array['khategaon'], 1.0);

create temporary table bench_types (n int primary key, name text, upto float8);
insert into bench_types
select ordinality - 1, name, (sum(weight) over (order by ordinality))::float8 / sum(weight) over ()
from unnest(array['public-services','infrastructure','health','education','welfare','agriculture-rural','transport-roads',
                  'water-supply','electricity','employment','other'],
            array[14, 16, 9, 8, 12, 10, 7, 11, 8, 3, 2]) with ordinality as t(name, weight);

-- Staff and officials per district: 8 staff, 4 level-1 officials, 1 level-2 (escalation targets),
-- plus office-wide roles without a district.
insert into users (username, password_hash, name, phone, email, role, district, is_active)
select format('bench_%s_%s_%s', d.code, r.role, k), 'bench-no-login', format('%s %s', r.label, k), null,
       format('bench.%s.%s.%s@example.invalid', d.code, r.role, k), r.role, d.code, true
from bench_districts d
cross join (values ('staff', 'Staff', 8), ('government_official', 'Officer', 3), ('booth_official', 'Booth officer', 1),
                   ('district_admin', 'District administrator', 1), ('collector', 'Collector', 1)) as r(role, label, many)
cross join lateral generate_series(1, r.many) k;
insert into users (username, password_hash, name, email, role, district, is_active) values
  ('bench_minister_staff', 'bench-no-login', 'Minister staff', 'bench.minister.staff@example.invalid', 'minister_staff', null, true),
  ('bench_principal_secretary', 'bench-no-login', 'Principal Secretary', 'bench.ps@example.invalid', 'principal_secretary', null, true);

-- 50,000 citizens, spread over the districts by weight.
create temporary table bench_citizens (n int primary key, id int, name text, phone text, email text, district text, seat text);
with made as (
  select i, random() as pick, (random() * 36)::int % 36 as fi, (random() * 20)::int % 20 as li from generate_series(0, 49999) i
), placed as (
  select m.*, d.code, d.seats[1 + (m.i % array_length(d.seats, 1))] as seat
  from made m
  join lateral (select * from bench_districts d where m.pick <= d.upto order by d.upto limit 1) d on true
), inserted as (
  insert into users (username, password_hash, name, first_name, last_name, phone, email, role, district, constituency, address, pincode, is_active)
  select format('citizen%s', p.i), 'bench-no-login', f.word || ' ' || l.word, f.word, l.word, '9' || lpad((700000000 + p.i)::text, 9, '0'),
         case when p.i % 3 = 0 then null else format('citizen%s@example.invalid', p.i) end,
         'citizen', p.code, p.seat, format('House %s, %s', 1 + p.i % 300, p.code), '464' || lpad((p.i % 1000)::text, 3, '0'), true
  from placed p
  join bench_words f on f.kind = 'first' and f.n = p.fi
  join bench_words l on l.kind = 'last' and l.n = p.li
  returning id, username, name, phone, email, district, constituency
)
insert into bench_citizens select substr(username, 8)::int, id, name, phone, email, district, constituency from inserted;

-- Assignees per district: staff and level-1 officials, numbered per district.
create temporary table bench_assignees as
select district, row_number() over (partition by district order by id) - 1 as n, id
from users where role in ('staff', 'government_official', 'booth_official') and username like 'bench\_%';
create index on bench_assignees (district, n);

-- 1,000,000 requests, id order = submission order, three years up to now.
create temporary table bench_plan as
select i,
       now() - (1095 * (1 - i / 1000000.0)) * interval '1 day' + (random() * 3600) * interval '1 second' as submitted,
       i::float8 / 1000000.0 as age_rank, random() as s, random() as t, random() as a, (random() * 49999)::int as c,
       -- Hours to resolution, one hour to 30 days, most of them short (a spread, not one value: the
       -- transparency histograms and percentiles have real work to do). A hash of i, not random(),
       -- so the other columns keep their values.
       (1 + 719 * power(((i::bigint * 7919) % 997) / 997.0, 2)) * interval '1 hour' as resolution
from generate_series(1, 1000000) i;

insert into requests (request_id, title, request_type, category, priority, status, description, name, phone, email, district,
                      vidhansabha, block, address, assigned_to, escalation_level, response, submitter_id, submitter_type,
                      submitted_at, created_at, updated_at, resolved_at, due_at, sla_started_at)
select format('CC-%s-%s', extract(year from p.submitted at time zone 'Asia/Kolkata'), lpad(p.i::text, 6, '0')),
       iw.word || ' in ' || pw.word,
       ty.name, ty.name,
       case when ty.name in ('health', 'water-supply', 'electricity') then 'high' when ty.name in ('other', 'employment') then 'low' else 'medium' end,
       st.status,
       format('%s near %s, %s. Reported by %s on %s. The problem has continued for %s days and affects about %s families; '
              'earlier complaints to the local office got no answer. Please look into it at the earliest.',
              iw.word, pw.word, c.seat, c.name, to_char(p.submitted, 'DD Mon YYYY'), 2 + (p.i % 40), 5 + (p.i % 200)),
       c.name, c.phone, c.email, c.district, c.seat, c.seat, format('%s, %s, %s', pw.word, c.seat, c.district),
       case when st.status = 'pending' then null else asg.id end,
       case when st.status = 'escalated' then 1 + (p.i % 2) else 0 end,
       case when st.status in ('resolved', 'closed') then 'The issue has been resolved by the department.' when st.status = 'rejected' then 'Outside the office''s remit.' end,
       c.id, case when p.i % 10 = 0 then 'staff' else 'citizen' end,
       p.submitted, p.submitted, p.submitted + greatest(interval '2 days', p.resolution),
       case when st.status in ('resolved', 'closed', 'rejected') then p.submitted + p.resolution end,
       p.submitted + interval '72 hours', p.submitted
from bench_plan p
join bench_citizens c on c.n = p.c
join bench_words iw on iw.kind = 'issue' and iw.n = (p.i * 7) % 16
join bench_words pw on pw.kind = 'place' and pw.n = (p.i * 13) % 12
join lateral (select name from bench_types where p.t <= upto order by upto limit 1) ty on true
join lateral (
  select case
    -- The newest 10 %: mostly open. Older: mostly resolved or closed, a tail still open (the backlog).
    when p.age_rank > 0.9 then case when p.s < 0.35 then 'pending' when p.s < 0.50 then 'assigned' when p.s < 0.70 then 'in_progress'
                                    when p.s < 0.78 then 'escalated' when p.s < 0.95 then 'resolved' else 'rejected' end
    else case when p.s < 0.04 then 'pending' when p.s < 0.09 then 'assigned' when p.s < 0.15 then 'in_progress' when p.s < 0.18 then 'escalated'
              when p.s < 0.80 then 'resolved' when p.s < 0.95 then 'closed' else 'rejected' end
  end as status) st on true
left join bench_assignees asg on asg.district = c.district and asg.n = (p.a * 12)::int % 12;

-- A handful of requests carry a rare word (the search bench looks for it).
update requests set title = title || ' (borewell sabotage)' where id in (select id from requests order by id desc limit 7 offset 1234);

select setval('request_code_seq', 1000000);

-- History: 'submitted' for every request, the step to its status for all but pending ones, and
-- the escalation for escalated ones: ~1.9 rows per request.
insert into request_history (request_id, action, from_status, to_status, notes, user_id, user_role, created_at)
select id, 'submitted', null, 'pending', null, submitter_id, 'citizen', created_at from requests;
insert into request_history (request_id, action, from_status, to_status, notes, user_id, user_role, created_at)
select id,
       case status when 'assigned' then 'assign' when 'rejected' then 'reject' when 'resolved' then 'complete' when 'closed' then 'complete' else 'approve_forward' end,
       'pending', case when status = 'escalated' then 'in_progress' when status = 'closed' then 'resolved' else status end,
       'Forwarded to the department', assigned_to, 'staff', created_at + interval '1 day'
from requests where status <> 'pending';
insert into request_history (request_id, action, from_status, to_status, notes, user_id, user_role, created_at)
select id, 'escalate', status, status, 'overdue by 24 h: level 1', null, 'system', created_at + interval '3 days'
from requests where status = 'escalated';
insert into escalations (request_id, escalation_level, from_user_id, to_user_id, reason, escalated_at)
select id, 1, assigned_to, assigned_to, 'overdue by 24 h', created_at + interval '3 days' from requests where status = 'escalated';
