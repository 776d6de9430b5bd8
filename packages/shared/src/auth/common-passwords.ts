/**
 * The most common passwords of public breach lists (8 characters or longer, since shorter ones are
 * refused anyway), lower case. A password matching one, ignoring case, is refused.
 */
const list = `password 12345678 123456789 1234567890 qwertyuiop 11111111 00000000 88888888 87654321 iloveyou
password1 password123 password12 passw0rd p@ssw0rd p@ssword qwerty123 qwerty12 1q2w3e4r 1q2w3e4r5t
1qaz2wsx zaq12wsx abc12345 abcd1234 a1b2c3d4 aa123456 asdfghjkl asdfasdf qwertyui 123qweasd
12341234 11223344 12121212 123123123 147258369 159753456 741852963 987654321 123456789a 12345678a
sunshine princess football baseball superman batman123 trustno1 welcome1 welcome123 whatever
starwars dragon123 monkey123 letmein1 letmein123 master123 shadow123 michael1 jennifer computer
internet samsung1 iloveyou1 freedom1 charlie1 jordan23 liverpool chelsea1 arsenal1 barcelona
realmadrid football1 mustang1 maverick hello123 hellohello changeme default1 administrator
admin123 admin1234 adminadmin rootroot 1234qwer q1w2e3r4 q1w2e3r4t5 zxcvbnm1 zxcvbnm123 asdf1234
qazwsxedc 1qazxsw2 password! password1! qwerty1! aaaaaaaa abcdefgh abcdefg1 12qwaszx 123abc123
loveyou1 lovelove babygirl1 princess1 sweetheart flower123 butterfly sunflower summer2024
summer2025 summer2026 winter2025 spring2025 autumn2025 qamar123 qamarqamar bedtime1 stories1
mohammed1 muhammad1 mohamed123 ahmed1234 allah1234 bismillah alhamdulillah mashallah inshallah
subhanallah 786786786 habibi123 yalla123 cairo123 dubai123 riyadh123 beirut123 palestine
egypt1234 saudi1234 lebanon123 jordan123 kuwait123 qatar1234 emirates arabic123 123456abc
abc123456 a12345678 qwe123456 qweqweqwe 1111111111 0000000000 5555555555 999999999 666666666
77777777 99999999 55555555 22222222 33333333 44444444 66666666 12344321 10203040 20202020
20242024 20252025 20262026 01234567 123654789 963852741 159357159 password2 password3 pass1234
pass12345 letmein! iloveu123 ilovemom ilovedad family123 myfamily children1 mychildren`;

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
