<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="tsukuyumi_groups" tilewidth="128" tileheight="110" tilecount="3" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="group" type="int" value="1"/>
  </properties>
  <image source="tsukuyumi_groups/group_1.png" width="128" height="110"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="group" type="int" value="2"/>
  </properties>
  <image source="tsukuyumi_groups/group_2.png" width="128" height="110"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="group" type="int" value="3"/>
  </properties>
  <image source="tsukuyumi_groups/group_3.png" width="128" height="110"/>
 </tile>
</tileset>
